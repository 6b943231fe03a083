import FlowCore
import FlowRuntime
import FlowSpecs

/// Replay (`flow check`) on the trace kinds beside the launch gate's: an
/// alert's input session (keyboard frames and typing, each step's layout in
/// its expectations) and a long text view (edits in the middle of 20,000
/// CJK characters, each step's text in its expectations). Each trace is
/// recorded by `flow record`'s own code, so its expectations are complete.
enum ReplayKindBenchmarks {
    static var all: [Benchmark] {
        [
            alertInput, parse("spec.parse.alert-input") { alertInputTrace(pairs: 500) },
            parseTree("spec.parse-tree.alert-input") { alertInputTrace(pairs: 500) },
            longTextView, parse("spec.parse.text-view-long") { longTextViewTrace(edits: 400, length: 20_000) },
            parseTree("spec.parse-tree.text-view-long") { longTextViewTrace(edits: 400, length: 20_000) },
            replay("spec.replay.launch-gate") { TraceGenerator.launchTrace(steps: 1_000) },
            parse("spec.parse.launch-gate") { TraceGenerator.launchTrace(steps: 1_000) },
            parseTree("spec.parse-tree.launch-gate") { TraceGenerator.launchTrace(steps: 1_000) },
            replay("spec.replay.popup-queue") { popupQueueTrace(rounds: 200) },
            parse("spec.parse.popup-queue") { popupQueueTrace(rounds: 200) },
            parseTree("spec.parse-tree.popup-queue") { popupQueueTrace(rounds: 200) },
        ]
    }

    /// 1,000 steps of an input alert: the keyboard moving and a character typed, in turn.
    static var alertInput: Benchmark {
        replay("spec.replay.alert-input") { alertInputTrace(pairs: 500) }
    }

    /// A trace read as replay reads it and no further: its bytes checked as
    /// UTF-8 and its steps read onto a tape, one at a time. What the trace's
    /// `spec.replay.*` costs beyond this is decoding each event, running the
    /// machine and comparing what the step expects.
    static func parse(_ name: String, trace: @escaping () -> String) -> Benchmark {
        Benchmark(name: name) {
            let bytes = Array(trace().utf8)
            return Workload(operations: readSteps(bytes), bytesPerRun: bytes.count) { blackHole(readSteps(bytes)) }
        }
    }

    /// A trace parsed whole by `JSONParser.parse` into a `JSONValue` tree:
    /// FlowCore's parser as a program reading any JSON calls it, which
    /// builds every object and array (`spec.parse.*` is the lower bound:
    /// the tokens alone, as replay reads them).
    static func parseTree(_ name: String, trace: @escaping () -> String) -> Benchmark {
        Benchmark(name: name) {
            let bytes = Array(trace().utf8)
            return Workload(operations: readSteps(bytes), bytesPerRun: bytes.count) {
                do {
                    blackHole(try JSONParser.parse(bytes))
                } catch {
                    fatalError("the generated trace does not parse: \(error)")
                }
            }
        }
    }

    /// The steps of the trace `bytes`, read onto a tape as `flow check` reads them.
    static func readSteps(_ bytes: [UInt8]) -> Int {
        guard UTF8Validation.firstInvalidByte(in: bytes) == nil else { fatalError("the generated trace is not UTF-8") }
        return bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                let members = try JSONParser.members(of: buffer, in: 0..<buffer.count, unchecked: "steps")
                guard let steps = members.first(where: { $0.key == "steps" }) else { fatalError("the generated trace has no steps") }
                var elements = try JSONParser.Elements(of: buffer, in: steps.value)
                var tape = JSONTape()
                var count = 0
                while try elements.next(into: &tape) { count += 1 }
                return count
            } catch {
                fatalError("the generated trace does not parse: \(error)")
            }
        }
    }

    /// 400 edits in the middle of a 20,000-character CJK text.
    static var longTextView: Benchmark {
        replay("spec.replay.text-view-long") { longTextViewTrace(edits: 400, length: 20_000) }
    }

    static func replay(_ name: String, trace: @escaping () -> String) -> Benchmark {
        Benchmark(name: name) {
            let text = trace()
            let steps = (try? Spec(text: text))?.steps.count ?? 0
            let bytes = Array(text.utf8)
            return Workload(operations: steps, bytesPerRun: bytes.count) { CoreBenchmarks.checkOrDie(bytes) }
        }
    }

    static func alertInputTrace(pairs: Int) -> String {
        var steps = [Spec.Step(at: 0, source: .send, event: JSONEncoding.tree(AlertDialog.Event.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))))]
        var text = ""
        for index in 0..<pairs {
            let up = index.isMultiple(of: 2)
            let keyboard = LayoutRect(x: 0, y: up ? 476 : 521, width: 375, height: up ? 336 : 291)
            steps.append(Spec.Step(at: 1 + Double(index) * 0.2, source: .send, event: JSONEncoding.tree(AlertDialog.Event.keyboardChanged(frame: keyboard))))
            let typed = index.isMultiple(of: 3) ? "好" : "a"
            let edit = TextViewFilter.Event.replaced(location: text.utf16.count, length: 0, with: typed)
            text += typed
            steps.append(Spec.Step(at: 1.1 + Double(index) * 0.2, source: .send, event: JSONEncoding.tree(AlertDialog.Event.edited(input: edit))))
        }
        let config = JSONEncoding.tree(try! AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"])))
        return recorded(Spec(machine: AlertDialog.specName, title: "generated: an input alert", config: config, steps: steps))
    }

    static func longTextViewTrace(edits: Int, length: Int) -> String {
        let start = String(repeating: "长文本里的一句话，", count: length / 9 + 1).prefix(length).description
        var steps = [Spec.Step(at: 0, source: .send, event: JSONEncoding.tree(TextViewFilter.Event.textSet(text: start)))]
        var utf16Length = start.utf16.count
        for index in 0..<edits {
            let location = utf16Length / 2
            let event: TextViewFilter.Event =
                index.isMultiple(of: 4) ? .replaced(location: location, length: 1, with: "") : .replaced(location: location, length: 0, with: "字")
            utf16Length += index.isMultiple(of: 4) ? -1 : 1
            steps.append(Spec.Step(at: 1 + Double(index) * 0.1, source: .send, event: JSONEncoding.tree(event)))
        }
        let config = JSONEncoding.tree(try! TextViewFilter())
        return recorded(Spec(machine: TextViewFilter.specName, title: "generated: a long text view", config: config, steps: steps))
    }

    /// A launch popup queue over `rounds` launches: the record handed back,
    /// four kinds offered, the one on screen dismissed, the others waiting
    /// their turn, each launch a day after the last (the record's showings
    /// grow, and the state each step expects names them).
    static func popupQueueTrace(rounds: Int) -> String {
        let kinds = [
            PopupKind(id: "forcedUpdate", priority: 1000, isBlocking: true),
            PopupKind(id: "gift", priority: 50, rules: PopupRules(cooldownHours: 72)),
            PopupKind(id: "rating", priority: 10, rules: PopupRules(quota: .init(count: 3, days: 365))),
            PopupKind(id: "banner", priority: 40),
        ]
        let queue = try! PopupQueue(kinds: kinds)
        var steps: [Spec.Step] = [Spec.Step(at: 0, source: .send, event: JSONEncoding.tree(PopupQueue.Event.recordLoaded(record: PopupRecord())))]
        var at = 0.0
        for round in 0..<rounds {
            let now = Double(round) * 86_400 + 0.25
            for id in ["gift", "rating", "banner"] {
                at += 0.5
                steps.append(Spec.Step(at: at, source: .send, event: JSONEncoding.tree(PopupQueue.Event.offered(id: id, now: now))))
            }
            for id in ["gift", "rating", "banner"] {
                at += 0.5
                steps.append(Spec.Step(at: at, source: .send, event: JSONEncoding.tree(PopupQueue.Event.dismissed(id: id, now: now + 30))))
            }
        }
        return recorded(Spec(machine: PopupQueue.specName, title: "generated: a popup queue over many launches", config: JSONEncoding.tree(queue), steps: steps))
    }

    static func recorded(_ spec: Spec) -> String {
        do {
            return try MachineRegistry.all.record(spec).text
        } catch {
            fatalError("the generated trace does not record: \(error)")
        }
    }
}
