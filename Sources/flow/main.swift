import FlowCommandLine

FlowTool().main()
