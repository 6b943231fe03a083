import FlowRuntime

// Out of the WebAssembly module (Scripts/build-wasm.sh): the page never
// shows a catalog failure, and the words cost the module kilobytes.
extension SVGAssetCatalog.TextFailure: CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String {
        let place = line == 0 ? "the asset text" : "line \(line)"
        switch problem {
        case .tooLong(let bytes): return "\(place) is \(bytes) bytes long, more than the \(SVGAssetCatalog.maximumTextLength) it may be"
        case .tooManyAssets: return "\(place): more than \(SVGAssetCatalog.maximumAssets) assets"
        case .expected(let what, let found): return "\(place): expected \(what), found \(found.map { "'\($0)'" } ?? "nothing")"
        case .duplicateName(let name): return "\(place): a second asset named '\(name)'"
        case .outsideAsset: return "\(place): a layer before any 'asset' line"
        case .invalidAsset(let failure): return "\(place): \(failure)"
        }
    }
}
