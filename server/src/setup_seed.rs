//! A setup page asked for without a seed gets one: the server redirects to the same
//! page with a fresh seed (and the default player count), so what is on screen is
//! always in the URL, ready to reload or share, even without JavaScript.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use games::{GameId, Seed};

pub async fn seed_setup_pages(request: Request, next: Next) -> Response {
    match seeded_location(request.uri().path(), request.uri().query()) {
        Some(location) => Redirect::to(&location).into_response(),
        None => next.run(request).await,
    }
}

/// Where an unseeded setup page should go instead; `None` for every other request.
fn seeded_location(path: &str, query: Option<&str>) -> Option<String> {
    let slug = path.strip_prefix('/')?.strip_suffix("/setup")?;
    let game: GameId = slug.parse().ok()?;
    let mut pairs: Vec<(String, String)> =
        serde_urlencoded::from_str(query.unwrap_or_default()).ok()?;
    if pairs
        .iter()
        .any(|(k, v)| k == "seed" && !v.trim().is_empty())
    {
        return None;
    }
    pairs.retain(|(k, _)| k != "seed");
    if !pairs.iter().any(|(k, _)| k == "players") {
        pairs.insert(0, ("players".into(), game.default_players().to_string()));
    }
    let seed = Seed::from_random_bits(crate::api::fresh_random_bits());
    pairs.push(("seed".into(), seed.code().to_owned()));
    let query = serde_urlencoded::to_string(&pairs).ok()?;
    Some(format!("{path}?{query}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_unseeded_setup_pages_move() {
        assert_eq!(seeded_location("/catan/setup", Some("seed=ABC")), None);
        assert_eq!(seeded_location("/catan/score", None), None);
        assert_eq!(seeded_location("/chess/setup", None), None);
        assert_eq!(seeded_location("/api/v1/games", None), None);

        let to = seeded_location("/catan/setup", None).unwrap();
        assert!(to.starts_with("/catan/setup?players=4&seed="), "{to}");
        let to = seeded_location("/citadels/setup", Some("players=6&edition=2016&seed=")).unwrap();
        assert!(
            to.starts_with("/citadels/setup?players=6&edition=2016&seed="),
            "{to}"
        );
        assert_eq!(
            to.len(),
            "/citadels/setup?players=6&edition=2016&seed=".len() + 7
        );
    }
}
