import FlowRuntime

extension SVGAssetCatalog {
    /// The project's drawings of every image the built-in machines name by
    /// default, so that pictures, trace pages and the web gallery show a
    /// finished component: the captcha's sample picture (`captcha.background`),
    /// its jigsaw piece and its slider thumb, the picture code's sample
    /// picture (`code.picture`), close (`chacha`) and refresh (`sx`) buttons,
    /// the HUD's `success`, `error` and `info` marks, the coach marks'
    /// `arrow` (drawn for the first quadrant, the seed's default, pointing up
    /// and right at its target), the title button's `nav_arrow_down` and
    /// `nav_arrow_up`, the welcome screen's `ad_background` and
    /// `avatar_default_big`, sample guide pages (`guide.page[0]` to `[2]`,
    /// the first serving as `guide.page` for the rest), a sample
    /// `new_feature` page and the simulated `keyboard`.
    ///
    /// Kept as catalog text (`init(text:)`): a few kilobytes of data cost
    /// the WebAssembly module less than the code that would build them.
    public static let builtIn: SVGAssetCatalog = {
        // The text is checked by the tests (`SVGAssetTests`); a mistake in it
        // leaves the catalog empty, and every picture shows its labelled box.
        var catalog = (try? SVGAssetCatalog(text: builtInText)) ?? SVGAssetCatalog()
        catalog.assets["guide.page"] = catalog.assets["guide.page[0]"]
        return catalog
    }()

    /// The built-in pictures, as catalog text.
    static let builtInText = """
        asset captcha.background 310 155 stretch
        fill #A7D8F2 M0 0H310V155H0Z
        fill #FFD76A M234 38a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        fill #FFFFFF M42 58A12 12 0 0 1 62 46A11 11 0 0 1 82 50A8 8 0 0 1 82 66H46A8 8 0 0 1 42 58Z
        fill #7EA7C8 M0 112L52 62L96 100L150 48L206 96L252 70L310 106V155H0Z
        fill #4E8A57 M0 126Q60 94 120 118T240 112T310 118V155H0Z
        fill #356B42 M0 142Q80 130 160 142T310 136V155H0Z

        asset captcha.piece 50 50
        fill #FFFFFFB3 stroke #FFFFFF 1.5 M6 12H19A6 6 0 1 1 31 12H42V22A6 6 0 1 1 42 34V46H6Z

        asset captcha.thumb 40 40
        stroke #FFFFFF 3 M11 20H28M21 13L28 20L21 27

        asset code.picture 100 40 stretch
        fill #EEF1F5 M0 0H100V40H0Z
        stroke #B9C2CF 1 M0 30C20 10 40 36 60 18S90 8 100 22
        stroke #C9B9CF 1 M0 12C25 26 50 4 75 26S95 30 100 14
        stroke #2F6FB5 2.5 M12 28L18 10L24 28M14 22H22
        stroke #B5482F 2.5 M36 12H46L38 29
        stroke #3D8B4A 2.5 M60 10V29M60 20L70 11M63 18L71 29
        stroke #7A4DB0 2.5 M82 13A5 4 0 1 1 87 19A5 5 0 1 1 81 27

        asset chacha 24 24
        stroke #999999 2 M6 6L18 18M18 6L6 18

        asset sx 24 24
        stroke #FFFFFF 2 M19 12A7 7 0 1 1 12 5
        fill #FFFFFF M11.5 1.5L16 5L11.5 8.5Z

        asset success 28 28
        stroke #000000 2.5 M5.5 14.5L11.5 20.5L22.5 8

        asset error 28 28
        stroke #000000 2.5 M7 7L21 21M21 7L7 21

        asset info 28 28
        stroke #000000 2 M3 14a11 11 0 1 0 22 0a11 11 0 1 0-22 0Z
        fill #000000 M12.4 8.5a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Z
        stroke #000000 2.5 M14 12.5V20.5

        asset arrow 60 60
        stroke #FFFFFF 3 M9 55C11 36 26 17 50 9M37 6L51 9L45 22

        asset nav_arrow_down 12 12
        stroke #333333 1.5 M2 4L6 8L10 4

        asset nav_arrow_up 12 12
        stroke #333333 1.5 M2 8L6 4L10 8

        asset ad_background 375 667 fill
        fill #FFF6EC M0 0H375V667H0Z
        fill #FFE3C7 M160 90a170 170 0 1 0 340 0a170 170 0 1 0-340 0Z
        fill #FFE9D3 M-120 610a150 150 0 1 0 300 0a150 150 0 1 0-300 0Z
        fill #FFD9B3 M0 560Q95 520 190 560T375 555V667H0Z

        asset avatar_default_big 100 100
        fill #D5DAE1 M0 50a50 50 0 1 0 100 0a50 50 0 1 0-100 0Z
        fill #FFFFFF M32 38a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        fill #FFFFFF M17 85C22 68 35 61 50 61S78 68 83 85A50 50 0 0 1 17 85Z

        asset guide.page[0] 375 667 fill
        fill #EEF4FF M0 0H375V667H0Z
        fill #3B82F62E M160 120a150 150 0 1 0 300 0a150 150 0 1 0-300 0ZM-80 580a120 120 0 1 0 240 0a120 120 0 1 0-240 0Z
        fill #FFFFFF stroke #3B82F6 4 M136 150H239A24 24 0 0 1 263 174V426A24 24 0 0 1 239 450H136A24 24 0 0 1 112 426V174A24 24 0 0 1 136 150Z
        fill #3B82F62E stroke #3B82F62E 12 M134 186h107v72h-107Z
        stroke #D3D8E0 10 M133 287H242M133 307H203
        fill #3B82F6 M169.5 404a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        stroke #3B82F6 18 M97 501H278
        stroke #AEB5C0 10 M123 529H252

        asset guide.page[1] 375 667 fill
        fill #ECFBF4 M0 0H375V667H0Z
        fill #10B9812E M160 120a150 150 0 1 0 300 0a150 150 0 1 0-300 0ZM-80 580a120 120 0 1 0 240 0a120 120 0 1 0-240 0Z
        fill #FFFFFF stroke #10B981 4 M136 150H239A24 24 0 0 1 263 174V426A24 24 0 0 1 239 450H136A24 24 0 0 1 112 426V174A24 24 0 0 1 136 150Z
        fill #10B9812E stroke #10B9812E 12 M134 186h107v72h-107Z
        stroke #D3D8E0 10 M133 287H242M133 307H203
        fill #10B981 M169.5 404a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        stroke #10B981 18 M97 501H278
        stroke #AEB5C0 10 M123 529H252

        asset guide.page[2] 375 667 fill
        fill #FFF6E8 M0 0H375V667H0Z
        fill #F59E0B2E M160 120a150 150 0 1 0 300 0a150 150 0 1 0-300 0ZM-80 580a120 120 0 1 0 240 0a120 120 0 1 0-240 0Z
        fill #FFFFFF stroke #F59E0B 4 M136 150H239A24 24 0 0 1 263 174V426A24 24 0 0 1 239 450H136A24 24 0 0 1 112 426V174A24 24 0 0 1 136 150Z
        fill #F59E0B2E stroke #F59E0B2E 12 M134 186h107v72h-107Z
        stroke #D3D8E0 10 M133 287H242M133 307H203
        fill #F59E0B M169.5 404a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        stroke #F59E0B 18 M97 501H278
        stroke #AEB5C0 10 M123 529H252

        asset new_feature 375 667 fill
        fill #FFF0F3 M0 0H375V667H0Z
        fill #E11D482E M160 120a150 150 0 1 0 300 0a150 150 0 1 0-300 0ZM-80 580a120 120 0 1 0 240 0a120 120 0 1 0-240 0Z
        fill #FFFFFF stroke #E11D48 4 M136 150H239A24 24 0 0 1 263 174V426A24 24 0 0 1 239 450H136A24 24 0 0 1 112 426V174A24 24 0 0 1 136 150Z
        fill #E11D482E stroke #E11D482E 12 M134 186h107v72h-107Z
        stroke #D3D8E0 10 M133 287H242M133 307H203
        fill #E11D48 M169.5 404a18 18 0 1 0 36 0a18 18 0 1 0-36 0Z
        stroke #E11D48 18 M97 501H278
        stroke #AEB5C0 10 M123 529H252

        asset keyboard 375 216 stretch
        fill #FFFFFF stroke #FFFFFF 5 M5.5 10.5h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          m37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          m37.5 0h26.5v35h-26.5ZM24.25 62.5h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          m37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          m37.5 0h26.5v35h-26.5ZM61.75 114.5h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          m37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Zm37.5 0h26.5v35h-26.5Z
          M98.5 166.5h178v35h-178Z
        fill #ADB3BC stroke #ADB3BC 5 M5.5 114.5h40v35h-40ZM329.5 114.5h40v35h-40ZM5.5 166.5h82v35h-82ZM287.5 166.5h82v35h-82Z

        """
}
