//! QR codes as one SVG path, so a setup link can be scanned by the next phone
//! without any network service.

use qrcodegen::{Mask, QrCode, QrCodeEcc, QrSegment, Version};

/// Modules of white border the QR standard asks for.
const QUIET_ZONE: i32 = 4;

/// The side in modules (border included) and the path of the dark modules.
/// A link too long for a QR code gives an empty path (the link is still shown).
pub fn qr_svg_path(text: &str) -> (i32, String) {
    let Ok(code) = encode(text) else {
        return (1, String::new());
    };
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if code.get_module(x, y) {
                // One rectangle per horizontal run keeps the path short.
                let start = x;
                while x < size && code.get_module(x, y) {
                    x += 1;
                }
                path.push_str(&format!(
                    "M{} {}h{}v1h-{}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE,
                    x - start,
                    x - start
                ));
            } else {
                x += 1;
            }
        }
    }
    (size + 2 * QUIET_ZONE, path)
}

/// One fixed mask: choosing the best of the eight was most of the time spent
/// rendering a setup page, and any mask scans from a phone screen.
fn encode(text: &str) -> Result<QrCode, qrcodegen::DataTooLong> {
    let segments = QrSegment::make_segments(text);
    QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Medium,
        Version::MIN,
        Version::MAX,
        Some(Mask::new(0)),
        true,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_link_fits_and_draws_every_dark_module() {
        let url = "http://192.168.1.20:3000/catan/setup?players=4&seed=ABC1234";
        let (side, path) = qr_svg_path(url);
        let code = encode(url).unwrap();
        assert_eq!(side, code.size() + 8);
        let dark: i32 = (0..code.size())
            .flat_map(|y| (0..code.size()).map(move |x| (x, y)))
            .filter(|&(x, y)| code.get_module(x, y))
            .count() as i32;
        let drawn: i32 = path
            .split('M')
            .skip(1)
            .map(|run| {
                let width = run.split('h').nth(1).unwrap();
                width.split('v').next().unwrap().parse::<i32>().unwrap()
            })
            .sum();
        assert_eq!(drawn, dark);
    }

    #[test]
    fn different_links_give_different_codes() {
        assert_ne!(
            qr_svg_path("http://a/x?seed=1").1,
            qr_svg_path("http://a/x?seed=2").1
        );
    }
}

/// A link's QR code as an image, dark on white in either theme (a scanner
/// needs the contrast).
#[leptos::component]
pub fn QrImage(link: String, label: &'static str) -> impl leptos::IntoView {
    use leptos::prelude::*;
    let (size, path) = qr_svg_path(&link);
    view! {
        <svg
            class="share__qr"
            viewBox=format!("0 0 {size} {size}")
            role="img"
            aria-label=label
            data-testid="qr"
            shape-rendering="crispEdges"
        >
            <rect width="100%" height="100%" fill="#fff" />
            <path d=path fill="#000" />
        </svg>
    }
}
