/// The tool's help texts.
enum Help {
    static let overview = """
        flow: check, replay and record FlowCore spec traces.

        Usage: flow COMMAND [ARGUMENTS]

        Commands:
          check [PATH...]                 replay every spec under the paths (default: Specs)
          replay FILE                     print a spec's run as a readable timeline
          record FILE [--write]           fill a spec's expectations from the machine's behaviour
          chaos MACHINE [--events N] [--seed S] [--runs R]
                                          drive a machine with seeded random events
          help [COMMAND]                  show this help, or a command's

        Exit status: 0 success, 1 a spec or invariant failed, 2 wrong usage.
        """

    static let topics: [String: String] = [
        "check": """
            Usage: flow check [PATH...]

            Replays every spec (.json) found at or under each PATH (default: Specs), on a
            virtual clock, and checks each step's effects (exhaustively), timers and state
            (partially). Prints one line per spec, 'ok' or 'FAIL' with the file, step, JSON
            path and the expected and actual values, then 'N passed, M failed'.
            Exits 0 only when nothing failed.
            """,
        "replay": """
            Usage: flow replay FILE

            Runs one spec and prints what happened, step by step: the time, the event (sent
            or fired by a timer), every effect, and each state value that changed. Ends with
            whether the run matches the spec's expectations (exit 0) or not (exit 1).
            """,
        "record": """
            Usage: flow record FILE [--write]

            Runs the spec's sent events and prints the spec with every expectation filled in
            from the actual behaviour: all effects, timers as 'fire' steps, and for the state
            the members each step already checks (or, where it checks none, the top-level
            members that changed). The output is canonical (sorted keys, fixed number
            formatting), so recording an unchanged spec changes no byte. With --write, the
            file is rewritten in place. Review the result before committing it.
            """,
        "chaos": """
            Usage: flow chaos MACHINE [--events N] [--seed S] [--runs R]

            Drives MACHINE (a registered name) through N transitions (default 10000) of
            random events and timers from seed S (default 1), checking the machine's
            invariants after every step; repeats for seeds S, S+1, ... R times (default 1).
            A failure prints the seed and step, and the command that reproduces it.
            """,
        "help": """
            Usage: flow help [COMMAND]

            Shows the overview, or the help of one command.
            """,
    ]

    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        guard let topic = arguments.first else {
            console.out(overview)
            return 0
        }
        guard arguments.count == 1, let text = topics[topic] else {
            console.err("flow help: unknown command '\(arguments.joined(separator: " "))'\n\n" + overview)
            return 2
        }
        console.out(text)
        return 0
    }
}
