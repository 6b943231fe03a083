import FlowCore
import FlowSpecs
import FlowSVG
import FlowViewer
import FlowFiles
import Foundation

/// Writing a spec's run as an HTML trace page (`replay --html`, `check --html-on-failure`).
enum TracePages {
    /// Writes the page of the spec in `file` to `output` (never over
    /// `file`); `failure` (and the saved picture it concerns) replaces the
    /// run's own verdict. With `makingFolder`, the output's folder is made
    /// if missing, once the page is built: a spec whose page cannot be
    /// built leaves no empty folder behind.
    static func write(
        _ file: String, to output: String, in registry: MachineRegistry, assets: SVGAssetCatalog, failure: SpecFailure? = nil,
        expectedPicture: String? = nil, makingFolder: Bool = false
    ) throws(PageError) {
        var trace: Trace
        do {
            trace = try registry.trace(bytes: try SpecFiles.bytes(file), file: file)
        } catch {
            throw .spec(error)
        }
        if let failure { trace.transcript.verdict = failure }
        let html: [UInt8]
        do {
            html = try TracePage(trace: trace, expectedPicture: expectedPicture, assets: assets).htmlUTF8()
        } catch {
            throw .picture(error.description)
        }
        do throws(FileError) {
            if makingFolder { try Folder.make(OutputFile.folder(of: output)) }
            // A page of a folder the command was named (--html-on-failure) replaces no link there.
            try SpecFiles.write(html, to: output, notOver: [file], throughLink: !makingFolder)
        } catch {
            throw .unwritable(output, error.reason)
        }
    }

    /// Why a page was not written.
    enum PageError: Error, CustomStringConvertible {
        /// The spec cannot be played.
        case spec(SpecFailure)
        /// A step's scene cannot be drawn.
        case picture(String)
        /// The page's file cannot be written.
        case unwritable(String, String)

        var description: String {
            switch self {
            case .spec(let failure): failure.detailedDescription
            case .picture(let reason): reason
            case .unwritable(let file, let reason): "cannot write \(file.visible): \(reason)"
            }
        }
    }

    /// The page's name for the spec `file` in a folder of pages: its path
    /// with `/` as `__`, ending `.html`.
    static func name(for file: String) -> String {
        var path = file
        if path.hasSuffix(".json") { path.removeLast(5) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path.replacingOccurrences(of: "/", with: "__") + ".html"
    }
}
