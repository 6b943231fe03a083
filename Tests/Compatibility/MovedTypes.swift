// Code written when the spec tools were FlowCore's: with FlowCore alone
// imported, each moved type is an error that names the module to import.
// Scripts/check-compatibility.sh type-checks this file in CI and holds each
// error to that message.
import FlowCore

var generator = SplitMix64(seed: 42)
let step: ChaosStep<AlertDialog>? = nil
func replay(_ machine: some SpecMachine) {}
func soak(_ machine: some ChaosTestable) {}
let registry = MachineRegistry.all
