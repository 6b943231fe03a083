print("FlowBench: benchmarks are coming in the next commit")
