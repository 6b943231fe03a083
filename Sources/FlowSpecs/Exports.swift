// A spec's document (`Spec`, `SpecWriter`) is FlowSpecFormat's, which the
// web module shares; whoever imports FlowSpecs reads and writes specs with it.
@_exported import FlowSpecFormat
