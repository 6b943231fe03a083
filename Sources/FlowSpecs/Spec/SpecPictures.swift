@_spi(FlowTools) import FlowCore
import FlowFiles
import FlowSVG

/// The pictures specs name (`"picture"` on a step): drawn with
/// `SVGRenderer` and kept beside the spec.
///
/// A picture is a file of its own in its spec's folder: read and written
/// only where no symbolic link lies on the way from the spec's folder (a
/// link can lead onto another spec, another picture or out of the folder)
/// and the file has no other name (a hard link can be a file outside the
/// folder). Anything else is an error naming the place, and nothing of the
/// file it leads to is read, quoted or written.
///
/// `flow check` and FlowTesting's `SpecFile.check` both check pictures
/// here, so a picture fails both the same way, with the same words.
package enum SpecPictures {
    /// The largest picture file read: 8 MiB. The largest picture FlowCore
    /// draws (an alert with a long message) is about 18 KB, and a scene of
    /// `MachineScene.maximumParts` parts about 3 MB; a file past the bound is not
    /// one the machine drew.
    package static let maximumSize = 8 << 20

    /// The bytes of the spec `file`, read as every tool reads a spec: a
    /// folder, a device or a file over 1 GiB is a failure that says so,
    /// in the name `shown`.
    package static func specBytes(_ file: String, shownAs shown: String? = nil) throws(SpecFailure) -> [UInt8] {
        do {
            return try FileReader.read(file)
        } catch {
            throw SpecFailure(file: shown ?? file, reason: "cannot read the file: " + (error.reason.hasPrefix("is ") ? "it " : "") + error.reason)
        }
    }

    /// How the spec's pictures differ from its files, or nil when each file
    /// holds exactly what the machine draws.
    package static func failure(_ file: String, shownAs shown: String? = nil, in registry: MachineRegistry, assets: SVGAssetCatalog = .builtIn) -> SpecFailure? {
        mismatch(file, shownAs: shown, in: registry, assets: assets)?.failure
    }

    /// The first picture that differs from its file, with the file's text
    /// when there is one, or the failure to draw at all. The spec and its
    /// pictures are read at `file`; messages name them from `shown` (a
    /// test's name for the spec, relative to its package).
    package static func mismatch(
        _ file: String, shownAs shown: String? = nil, in registry: MachineRegistry, assets: SVGAssetCatalog
    ) -> (failure: SpecFailure, saved: String?)? {
        let name = shown ?? file
        do {
            for drawn in try registry.pictures(bytes: try specBytes(file, shownAs: name), file: name) {
                let path = JSONPath.root.appending("steps").appending(drawn.step).appending("picture")
                let location = place(of: drawn.picture.file, besides: name)
                let svg = try render(drawn, file: name, path: path, assets: assets)
                let saved: String
                do {
                    saved = String(
                        decoding: try FileReader.readOwnFile(drawn.picture.file, below: folder(of: file), maximumSize: maximumSize, what: "a picture"),
                        as: UTF8.self)
                } catch {
                    let reason =
                        if case .missing = FileReader.linkKind(of: place(of: drawn.picture.file, besides: file)) {
                            "the picture \(location) is missing: run 'flow record \(name) --write' to draw it"
                        } else {
                            "the picture \(location) cannot be read: \(error.reason)"
                        }
                    return (SpecFailure(file: name, step: drawn.step, path: path, reason: reason), nil)
                }
                if let difference = SVGDifference(expected: saved, actual: svg) {
                    let failure = SpecFailure(
                        file: name, step: drawn.step, path: path,
                        reason: "the picture \(location) differs from what the machine draws at \(difference): "
                            + "if the change is meant, run 'flow record \(name) --write' and look at the picture",
                        expected: difference.expected.map { .string(excerpt($0)) } ?? .string("(end of file)"),
                        actual: difference.actual.map { .string(excerpt($0)) } ?? .string("(end of file)"))
                    return (failure, saved)
                }
            }
            return nil
        } catch {
            return (error, nil)
        }
    }

    /// How many characters of a picture's line a failure quotes.
    package static let excerptLength = 120

    /// The start of a line of a picture, for a message: the file may hold anything.
    static func excerpt(_ line: String) -> String {
        line.count <= excerptLength ? line : line.prefix(excerptLength) + "… (\(line.utf8.count) bytes)"
    }

    /// Draws the spec's pictures into their files; the files written.
    package static func write(_ file: String, in registry: MachineRegistry, assets: SVGAssetCatalog) throws(SpecFailure) -> [String] {
        var written: [String] = []
        for drawn in try registry.pictures(bytes: try specBytes(file), file: file) {
            let path = JSONPath.root.appending("steps").appending(drawn.step).appending("picture")
            let location = place(of: drawn.picture.file, besides: file)
            let svg = try render(drawn, file: file, path: path, assets: assets)
            do throws(FileError) {
                // A picture in a folder of its own ("pictures/x.svg") gets the folder.
                try FileReader.checkOwnFile(drawn.picture.file, below: folder(of: file))
                try Folder.make(OutputFile.folder(of: location))
                // Checked again once the folder is made, then written in place of the name, never through it.
                try FileReader.checkOwnFile(drawn.picture.file, below: folder(of: file))
                try OutputFile.write(svg, to: location, notOver: [file], throughLink: false)
            } catch {
                throw SpecFailure(file: file, step: drawn.step, path: path, reason: "cannot write \(location): \(error.reason)")
            }
            written.append(location)
        }
        return written
    }

    private static func render(_ drawn: SpecPicture, file: String, path: JSONPath, assets: SVGAssetCatalog) throws(SpecFailure) -> String {
        do {
            return try SVGRenderer(assets: assets).render(drawn.scene)
        } catch {
            throw SpecFailure(file: file, step: drawn.step, path: path, reason: error.description)
        }
    }

    /// The folder of the spec `file`.
    static func folder(of file: String) -> String {
        OutputFile.folder(of: file)
    }

    /// `name` in the folder of the spec `file`.
    static func place(of name: String, besides file: String) -> String {
        let folder = folder(of: file)
        return folder == "." ? name : folder + "/" + name
    }
}
