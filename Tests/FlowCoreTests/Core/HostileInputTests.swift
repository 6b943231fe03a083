import Testing

import FlowCore
@testable import FlowSpecs

/// A seeded, bounded fuzz of what comes from outside: configurations and
/// restored states with numbers at their extremes, huge counts, empty and
/// huge strings, and lists far past their bounds. Every one must be refused
/// with a typed error, or run: a trap here fails the whole suite, and a
/// run must keep the machine's invariants.
@Suite struct HostileInputTests {
    /// How many mutated inputs each machine gets (kept small: the suite runs on two cores).
    static let casesPerMachine = 120
    /// How many random events each accepted input is run for.
    static let stepsPerCase = 60

    /// Values a mutation puts in place of a number.
    static let numbers: [JSONValue] = [
        0, -1, 1, 0.5, -0.5, 1e9, -1e9, 1e308, -1e308, 9_007_199_254_740_993, 1e-300, 100_000, 100_001, 1_000, 1_001,
        // Int.min, and the largest Double below Int.max: counting on from either must not trap.
        -9_223_372_036_854_775_808, 9_223_372_036_854_774_784,
        "NaN", "Infinity", "-Infinity",
    ]
    /// Values within every bound, for mutations that should be accepted.
    static let plausibleNumbers: [JSONValue] = [0, 1, 2, 3, 5, 10, 0.25, 0.75, 40, 375]
    /// Values a mutation puts in place of a string.
    static let strings: [JSONValue] = [
        "", " ", "\u{0}", "😀‍👩‍👧‍👦", "©\u{FE0F}", "\u{202E}abc", .string(String(repeating: "长", count: 20_000)), "blockPuzzle", "{}",
    ]

    /// Configuration members of the machines, for configurations that leave everything out.
    static let memberNames = [
        "avatarSize", "travelInset", "greeting", "greetingGap", "riseDuration", "dampingRatio", "fadeDuration", "policy", "count",
        "maxLength", "length", "gap", "kinds", "screens", "timing",
    ]

    /// One mutation somewhere in `value`.
    static func mutate(_ value: JSONValue, using random: inout SplitMix64, depth: Int = 0) -> JSONValue {
        // The root stays a container: replacing it tests nothing but the first check.
        let here = depth > 0 && (depth > 6 || random.chance(0.3))
        switch value {
        case .object(let members) where members.isEmpty && depth == 0:
            // An empty configuration gets a member some machine knows, with a hostile value.
            return .object([random.element(of: memberNames)!: random.element(of: numbers + strings)!])
        case .object(let members) where members.isEmpty && random.chance(0.7):
            return value
        case .object(var members) where !members.isEmpty && !here:
            let key = members.keys.sorted()[random.int(in: 0...(members.count - 1))]
            if random.chance(0.1) {
                members[key] = nil
            } else {
                members[key] = mutate(members[key]!, using: &random, depth: depth + 1)
            }
            return .object(members)
        case .array(var elements) where !elements.isEmpty && !here:
            let index = random.int(in: 0...(elements.count - 1))
            switch random.int(in: 0...9) {
            case 0:
                // Far past any list bound, without building anything large.
                return .array(Array(repeating: elements[index], count: 1_001 + random.int(in: 0...1_000)))
            case 1:
                return .array([])
            default:
                elements[index] = mutate(elements[index], using: &random, depth: depth + 1)
                return .array(elements)
            }
        case .number:
            // Half the time a plausible value, so that many inputs are accepted and run.
            return random.chance(0.5) ? random.element(of: plausibleNumbers)! : random.element(of: numbers)!
        case .string:
            return random.chance(0.9) ? random.element(of: strings)! : random.element(of: numbers)!
        case .bool(let flag):
            return random.chance(0.7) ? .bool(!flag) : .null
        case .null, .object, .array:
            return random.chance(0.5) ? random.element(of: numbers)! : random.element(of: strings)!
        }
    }

    /// The configurations the committed specs use for the machine named `name`.
    static func specConfigs(of name: String) throws -> [JSONValue] {
        // Not compactMap: JSONValue is nil-literal expressible, so a nil would become `null`.
        try Repository.specFiles.map { try Spec(text: Repository.text($0), file: $0) }.filter { $0.machine == name }.map(\.config)
    }

    @Test(arguments: MachineRegistry.builtInTypes.compactMap { $0 as? any ChaosTestable.Type }.map { $0.specName })
    func configurationsAreRefusedWithATypedErrorOrRun(name: String) throws {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == name } as? any ChaosTestable.Type)
        let outcome = try Self.fuzzConfigurations(type)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(3).joined(separator: "\n\n"))")
        // Both paths are exercised: some inputs are refused, some run.
        #expect(outcome.refused > 0 && outcome.accepted > 0, "refused \(outcome.refused), accepted \(outcome.accepted)")
    }

    @Test(arguments: MachineRegistry.builtInTypes.compactMap { $0 as? any ChaosTestable.Type }.map { $0.specName })
    func restoredStatesAreRefusedWithATypedErrorOrRun(name: String) throws {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == name } as? any ChaosTestable.Type)
        let outcome = Self.fuzzStates(type)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(3).joined(separator: "\n"))")
        #expect(outcome.accepted > 0, "refused \(outcome.refused), accepted \(outcome.accepted)")
    }

    struct Outcome {
        var refused = 0
        var accepted = 0
        var failures: [String] = []
    }

    static func fuzzConfigurations<M: ChaosTestable>(_ type: M.Type) throws -> Outcome {
        var random = SplitMix64(seed: 0xF1)
        var bases = try specConfigs(of: M.specName)
        for _ in 0..<4 { bases.append(JSONEncoding.tree(M.chaosSample(using: &random))) }
        var outcome = Outcome()
        for index in 0..<casesPerMachine {
            var config = random.element(of: bases)!
            for _ in 0..<random.int(in: 1...2) { config = mutate(config, using: &random) }
            let machine: M
            do {
                machine = try JSONDecoding.decode(M.self, from: config, at: JSONPath.root.appending("config"))
            } catch {
                // A typed error with a path and words, not a trap.
                if error.reason.isEmpty { outcome.failures.append("an empty reason for \(config.excerpt)") }
                outcome.refused += 1
                continue
            }
            outcome.accepted += 1
            let report = Chaos.run(machine, name: M.specName, seed: UInt64(index), steps: stepsPerCase)
            if let failure = report.failure {
                outcome.failures.append("\(M.specName) config \(config.compactText): step \(failure.step): \(failure.reason)")
            }
        }
        return outcome
    }

    static func fuzzStates<M: ChaosTestable>(_ type: M.Type) -> Outcome {
        var random = SplitMix64(seed: 0x57)
        var outcome = Outcome()
        for index in 0..<casesPerMachine {
            // A state the machine reached, then mutated as a stored copy might be.
            let machine = M.chaosSample(using: &random)
            var runner = Runner(machine)
            for _ in 0..<random.int(in: 0...30) {
                _ = runner.advance(to: runner.now + random.double(in: 0...0.5))
                _ = runner.send(machine.chaosEvent(in: runner.state, using: &random))
            }
            var json = JSONEncoding.tree(runner.state)
            for _ in 0..<random.int(in: 0...3) { json = mutate(json, using: &random) }
            guard let state = try? JSONDecoding.decode(M.State.self, from: json) else {
                outcome.refused += 1
                continue
            }
            // Whatever the state, events never trap.
            var anyState = Runner(machine, state: state)
            for _ in 0..<stepsPerCase {
                _ = anyState.advance(to: anyState.now + random.double(in: 0...0.5))
                _ = anyState.send(machine.chaosEvent(in: anyState.state, using: &random))
            }
            // A state the machine accepts keeps every invariant.
            do throws(RestoredStateError) {
                try machine.validate(restored: state)
            } catch {
                if error.reason.isEmpty { outcome.failures.append("an empty reason for \(json.excerpt)") }
                outcome.refused += 1
                continue
            }
            outcome.accepted += 1
            let report = Chaos.run(machine, from: state, name: M.specName, seed: UInt64(index), steps: stepsPerCase)
            if let failure = report.failure {
                outcome.failures.append("\(M.specName) state \(json.excerpt): step \(failure.step): \(failure.reason)")
            }
        }
        return outcome
    }
}
