import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs
@testable import FlowSVG

/// The asset catalog: its text, its lookup, how the renderer draws from it,
/// and that every image the built-in machines name has a picture.
@Suite struct SVGAssetTests {
    @Test func theBuiltInTextReadsWithoutAFailure() throws {
        let catalog = try SVGAssetCatalog(text: SVGAssetCatalog.builtInText)
        // builtIn adds one alias: guide.page, the first guide page.
        #expect(SVGAssetCatalog.builtIn.assets.count == catalog.assets.count + 1)
        #expect(SVGAssetCatalog.builtIn.assets["guide.page"] == catalog.assets["guide.page[0]"])
        for (name, asset) in catalog.assets {
            // Each asset passes the checks a host's would.
            #expect(throws: Never.self, "\(name)") { try SVGAsset(size: asset.size, scaling: asset.scaling, layers: asset.layers) }
            #expect(!asset.layers.isEmpty, "\(name)")
        }
    }

    @Test func everyImageTheSpecsDrawHasABuiltInPicture() throws {
        var names: Set<String> = []
        for file in Repository.specFiles {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            for drawn in try MachineRegistry.all.pictures(bytes: bytes, file: file) {
                for part in drawn.scene.parts { if let image = part.image { names.insert(image) } }
            }
        }
        // The specs' pictures cover every component that names an image.
        for expected in ["captcha.background", "captcha.piece", "captcha.thumb", "chacha", "sx", "arrow", "keyboard", "success", "info"] {
            #expect(names.contains(expected), "\(expected)")
        }
        for name in names.sorted() {
            #expect(SVGAssetCatalog.builtIn.asset(named: name) != nil, "no picture for \(name)")
        }
    }

    @Test(arguments: [
        ("guide.page[1]", "guide.page[1]"), ("guide.page[7]", "guide.page"), ("code.picture[12]", "code.picture"),
        ("new_feature_2", "new_feature"), ("new_feature12", "new_feature"), ("new_feature-3", "new_feature"),
    ])
    func anIndexedNameFallsBackToTheNameWithoutItsIndex(name: String, drawnAs: String) {
        let catalog = SVGAssetCatalog.builtIn
        #expect(catalog.asset(named: name) == catalog.assets[drawnAs])
        #expect(catalog.asset(named: name) != nil)
    }

    @Test(arguments: ["", "[1]", "7", "_2", "nothing", "arrowx", "new_feature_", "guide.page[", "guide.page]"])
    func otherNamesHaveNoFallback(name: String) {
        #expect(SVGAssetCatalog.builtIn.asset(named: name) == nil)
    }

    @Test func aHostsAssetReplacesTheBuiltInOneOfItsName() throws {
        let logo = try SVGAsset(size: LayoutSize(width: 10, height: 10), layers: [SVGAsset.Layer("M0 0H10V10Z", fill: "#123456")])
        let catalog = SVGAssetCatalog.builtIn.merging(SVGAssetCatalog(["arrow": logo, "logo": logo]))
        #expect(catalog.asset(named: "arrow") == logo)
        #expect(catalog.asset(named: "logo") == logo)
        #expect(catalog.asset(named: "chacha") == SVGAssetCatalog.builtIn.assets["chacha"])
        #expect(catalog.assets.count == SVGAssetCatalog.builtIn.assets.count + 1)
    }

    func picture(_ image: String, frame: LayoutRect = LayoutRect(x: 10, y: 20, width: 40, height: 20), assets: SVGAssetCatalog = .builtIn) throws -> String {
        let scene = MachineScene(size: LayoutSize(width: 100, height: 100), parts: [ScenePart(name: "p", frame: frame, image: image)])
        return try SVGRenderer(background: nil, assets: assets).render(scene)
    }

    @Test func anAssetIsDrawnInThePartsFrameAsItsScalingSays() throws {
        let layer = SVGAsset.Layer("M0 0H4V2H0Z", fill: "#FF000080", stroke: SceneStroke(color: "#00FF00", width: 0.5))
        for (scaling, attribute) in [(SVGAsset.Scaling.fit, ""), (.fill, " preserveAspectRatio=\"xMidYMid slice\""), (.stretch, " preserveAspectRatio=\"none\"")] {
            let asset = try SVGAsset(size: LayoutSize(width: 4, height: 2), scaling: scaling, layers: [layer])
            let svg = try picture("a", assets: SVGAssetCatalog(["a": asset]))
            #expect(svg.contains("<svg data-image=\"a\" height=\"20\"\(attribute) viewBox=\"0 0 4 2\" width=\"40\" x=\"10\" y=\"20\">\n"))
            // The fill's alpha as fill-opacity (0x80 / 255), the stroke with round ends and joins.
            #expect(
                svg.contains(
                    "<path d=\"M0 0H4V2H0Z\" fill=\"#ff0000\" fill-opacity=\"0.502\" stroke=\"#00ff00\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-width=\"0.5\"/>"
                ))
            #expect(!svg.contains("stroke-dasharray"))
        }
    }

    @Test func aNameWithNoAssetIsADashedBoxLabelledWithIt() throws {
        let svg = try picture("no <such> image", assets: SVGAssetCatalog())
        #expect(svg.contains("<svg data-image=\"no &lt;such&gt; image\" height=\"20\" width=\"40\" x=\"10\" y=\"20\">"))
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
        #expect(svg.contains("no &lt;such&gt;"))
        #expect(!svg.contains("viewBox=\"0 0 4"))
    }

    @Test func theTextFormReadsLayersContinuationsAndComments() throws {
        let catalog = try SVGAssetCatalog(
            text: """
                # a comment
                asset one 10 20

                fill #FFFFFF M0 0H10
                  V20H0Z
                stroke red 2 M1 1L9 19
                fill theme stroke #000000 1.5 M0 0L1 1
                asset two 5 5 stretch
                stroke #000 1 M0 0L5 5\r
                """)
        let one = try #require(catalog.assets["one"])
        #expect(one.size == LayoutSize(width: 10, height: 20) && one.scaling == .fit)
        #expect(
            one.layers == [
                SVGAsset.Layer("M0 0H10 V20H0Z", fill: "#FFFFFF"),
                SVGAsset.Layer("M1 1L9 19", stroke: SceneStroke(color: "red", width: 2)),
                SVGAsset.Layer("M0 0L1 1", fill: "theme", stroke: SceneStroke(color: "#000000", width: 1.5)),
            ])
        #expect(catalog.assets["two"]?.scaling == .stretch)
        #expect(catalog.assets["two"]?.layers == [SVGAsset.Layer("M0 0L5 5", stroke: SceneStroke(color: "#000", width: 1))])
    }

    @Test(arguments: [
        ("fill #FFF M0 0", 1, "line 1: a layer before any 'asset' line"),
        ("  M0 0", 1, "line 1: a layer before any 'asset' line"),
        ("asset a 1", 1, "line 1: expected asset NAME WIDTH HEIGHT [fit | fill | stretch], found 'asset a 1'"),
        ("asset a 1 0", 1, "line 1: expected a number above 0, found '0'"),
        ("asset a 1 nan", 1, "line 1: expected a number above 0, found 'nan'"),
        ("asset a 1 inf", 1, "line 1: expected a number above 0, found 'inf'"),
        ("asset a 1 1 zoom", 1, "line 1: expected fit, fill or stretch, found 'zoom'"),
        ("asset a 1 1\nfill #FFF", 2, "line 2: expected path data, found nothing"),
        ("asset a 1 1\nstroke #FFF -1 M0 0", 2, "line 2: expected a number above 0, found '-1'"),
        ("asset a 1 1\npaint #FFF M0 0", 2, "line 2: expected asset, fill or stroke, found 'paint'"),
        ("asset a 1 1\nfill #FFF M0 0\nasset a 2 2", 3, "line 3: a second asset named 'a'"),
        ("asset a 1 1\nfill #FFF M0 0\"/><script>", 1, "line 1: layer 0's path data holds a character SVG path data never uses, at byte 4"),
        ("asset a 1 1\nfill #FFF M0 0\n  <b>", 1, "line 1: layer 0's path data holds a character SVG path data never uses, at byte 5"),
    ])
    func aWrongLineIsRefusedWithItsNumber(text: String, line: Int, message: String) {
        #expect {
            try SVGAssetCatalog(text: text)
        } throws: { error in
            guard let failure = error as? SVGAssetCatalog.TextFailure else { return false }
            return failure.line == line && failure.description == message
        }
    }

    @Test func sizesAndCountsHaveBounds() throws {
        #expect(throws: SVGAsset.Failure.invalidSize(LayoutSize(width: .infinity, height: 1))) {
            try SVGAsset(size: LayoutSize(width: .infinity, height: 1), layers: [])
        }
        let layer = SVGAsset.Layer("M0 0", fill: "#000")
        #expect(throws: SVGAsset.Failure.tooManyLayers(257)) {
            try SVGAsset(size: LayoutSize(width: 1, height: 1), layers: Array(repeating: layer, count: 257))
        }
        #expect(throws: Never.self) { try SVGAsset(size: LayoutSize(width: 1, height: 1), layers: Array(repeating: layer, count: 256)) }
        let long = String(repeating: "1", count: SVGAsset.maximumPathLength + 1)
        #expect(throws: SVGAsset.Failure.invalidPathLength(layer: 0, length: long.utf8.count)) {
            try SVGAsset(size: LayoutSize(width: 1, height: 1), layers: [SVGAsset.Layer(long)])
        }
        #expect(throws: SVGAsset.Failure.invalidPathLength(layer: 0, length: 0)) {
            try SVGAsset(size: LayoutSize(width: 1, height: 1), layers: [SVGAsset.Layer("")])
        }
        let huge = String(repeating: "#", count: SVGAssetCatalog.maximumTextLength + 1)
        #expect(throws: SVGAssetCatalog.TextFailure(line: 0, problem: .tooLong(huge.utf8.count))) { try SVGAssetCatalog(text: huge) }
    }

    @Test func flowAssetsDrawsTheCatalogWithEveryName() throws {
        var console = CapturedConsole()
        #expect(FlowTool().run(["assets"], console: &console) == 0)
        for name in SVGAssetCatalog.builtIn.assets.keys {
            #expect(console.output.contains("<svg data-image=\"\(name)\""), "\(name)")
        }
        #expect(!console.output.contains("stroke-dasharray=\"4 3\""))
        var refused = CapturedConsole()
        #expect(FlowTool().run(["assets", "--columns", "0"], console: &refused) == 2)
        #expect(FlowTool().run(["assets", "--columns", "21"], console: &refused) == 2)
    }

    @Test func aToolDrawsImagesFromItsOwnCatalog() throws {
        let logo = try SVGAsset(size: LayoutSize(width: 10, height: 10), layers: [SVGAsset.Layer("M0 0H10V10Z", fill: "#123456")])
        let tool = FlowTool(assets: SVGAssetCatalog(["chacha": logo]))
        var console = CapturedConsole()
        let spec = Repository.specs.appendingPathComponent("code-entry/type-to-completion.json").path
        #expect(tool.run(["render", spec, "--step", "1"], console: &console) == 0)
        #expect(console.output.contains("<svg data-image=\"chacha\" height=\"16\" viewBox=\"0 0 10 10\""))
        // Names the tool's catalog lacks are boxes.
        #expect(console.output.contains("<svg data-image=\"sx\" height"))
        #expect(console.output.contains("stroke-dasharray=\"4 3\""))
    }
}
