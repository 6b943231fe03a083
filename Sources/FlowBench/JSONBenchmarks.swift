import FlowCore
import FlowSpecs

/// The pieces of a JSON round trip of a large state (a shown alert's), which
/// random soaks and spec replay both pay.
enum JSONBenchmarks {
    static var alertState: AlertDialog.State {
        let alert = try! AlertDialog(content: AlertContent(title: "提示", message: String(repeating: "刚刚您退出App ", count: 4), kind: .textView, buttons: ["取消", "确定", "稍后"]))
        var runner = Runner(alert)
        _ = runner.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
        _ = runner.send(.edited(input: .replaced(location: 0, length: 0, with: "很好")))
        return runner.state
    }

    static var all: [Benchmark] {
        let operations = 20_000
        return [
            Benchmark(name: "json.encode-tree.alert-state", operations: operations) {
                let state = alertState
                for _ in 0..<operations { blackHole(JSONEncoding.tree(state)) }
            },
            Benchmark(name: "json.write.alert-state", operations: operations) {
                let tree = JSONEncoding.tree(alertState)
                for _ in 0..<operations { blackHole(JSONWriter.compact(tree)) }
            },
            Benchmark(name: "json.parse.alert-state", operations: operations) {
                let text = JSONWriter.compact(JSONEncoding.tree(alertState))
                for _ in 0..<operations { blackHole(try? JSONParser.parse(text)) }
            },
            Benchmark(name: "json.decode-tree.alert-state", operations: operations) {
                let tree = JSONEncoding.tree(alertState)
                for _ in 0..<operations { blackHole(try? JSONDecoding.decode(AlertDialog.State.self, from: tree)) }
            },
        ]
    }
}
