//! Links between pages, built in one place so every page writes the same URL for the
//! same state (shared links and the browser history stay canonical).

use crate::bridge::route;
use games::scorepad::edition_field;
use games::setup_query::{Setup, SetupOptions};
use games::{GameId, Seed};
use leptos::prelude::GetUntracked;

/// `/{game}/setup?…&seed=…`; without a seed, the server (or the browser) picks one.
pub fn setup_href(options: &SetupOptions, seed: Option<&str>) -> String {
    let mut query = options.to_query();
    if let Some(seed) = seed {
        query.push(("seed", seed.to_owned()));
    }
    format!("/{}/setup?{}", options.game().slug(), encode_query(&query))
}

/// "New setup" for these options: no seed, so the server picks one (or,
/// offline, the phone takes one it drew ahead: see `default_new_setups`).
pub fn new_setup_href(options: &SetupOptions) -> String {
    setup_href(&options.for_new_setup(), None)
}

/// "New setup" with the default options for every game and player count: the
/// tables a phone keeps a few setups drawn ahead for, to deal new ones offline.
pub fn default_new_setups() -> Vec<String> {
    GameId::ALL
        .iter()
        .flat_map(|&game| {
            let options = SetupOptions::defaults_for(game);
            options
                .player_range()
                .map(move |players| new_setup_href(&options.with_players(players)))
        })
        .collect()
}

/// "New setup" with the game's default options and player count: what
/// [`setup_path`] gets from the server.
pub fn default_new_setup(game: GameId) -> String {
    new_setup_href(&SetupOptions::defaults_for(game))
}

/// `/{game}/setup` with the default options (the server picks a seed).
pub fn setup_path(game: GameId) -> String {
    format!("/{}/setup", game.slug())
}

/// `/{game}/score` for the game's usual table.
pub fn score_path(game: GameId) -> String {
    crate::routes::ScoreQuery::plain(game).href()
}

/// The dice page (`routes::dice`) of the scorepad at `score_href`: the same
/// query on `/{game}/dice`.
pub fn dice_href(game: GameId, score_href: &str) -> String {
    let query = score_href.find('?').map_or("", |at| &score_href[at..]);
    format!("{}{query}", dice_path(game))
}

/// The round caller (`routes::rounds`) of the scorepad at `score_href`: the
/// same query on `/{game}/rounds`.
pub fn rounds_href(game: GameId, score_href: &str) -> String {
    let query = score_href.find('?').map_or("", |at| &score_href[at..]);
    format!("{}{query}", rounds_path(game))
}

/// `/{game}/rounds` (`bridge::route::ROUNDS`).
pub fn rounds_path(game: GameId) -> String {
    crate::bridge::route::ROUNDS.replace("{game}", game.slug())
}

/// `/{game}/dice` (`bridge::route::DICE`).
pub fn dice_path(game: GameId) -> String {
    crate::bridge::route::DICE.replace("{game}", game.slug())
}

/// A live table's page (`bridge::route::TABLE`).
pub fn table_path(code: &str) -> String {
    crate::bridge::route::TABLE.replace("{code}", code)
}

/// A live table's dice panel (`bridge::route::TABLE_DICE`), on the board of
/// the table's setup (its setup page's query) when it has one.
pub fn table_dice_href(code: &str, setup: Option<&str>) -> String {
    let path = crate::bridge::route::TABLE_DICE.replace("{code}", code);
    match setup {
        Some(setup) => format!("{path}?{setup}"),
        None => path,
    }
}

/// A live table's round caller (`bridge::route::TABLE_ROUNDS`), on the
/// setup the table was shared from (its setup page's query) when it has one.
pub fn table_rounds_href(code: &str, setup: Option<&str>) -> String {
    let path = crate::bridge::route::TABLE_ROUNDS.replace("{code}", code);
    match setup {
        Some(setup) => format!("{path}?{setup}"),
        None => path,
    }
}

/// Switches the language, then comes back to `next` (this page's path and query).
pub fn language_href(tag: &str, next: &str) -> String {
    format!("/lang/{tag}?next={}", encode(next))
}

/// Switches the theme, then comes back to `next`.
pub fn theme_href(theme: &str, next: &str) -> String {
    format!("/theme/{theme}?next={}", encode(next))
}

/// This page's path and query, for links that come back here (`/lang`, `/theme`).
pub fn current_page() -> String {
    let location = leptos_router::hooks::use_location();
    // The router's `search` comes without its `?`.
    let search = location.search.get_untracked();
    let path = location.pathname.get_untracked();
    if search.is_empty() {
        path
    } else {
        format!("{path}?{search}")
    }
}

/// The scorepad for a setup's table: its size, and its edition.
pub fn score_href(options: &SetupOptions) -> String {
    crate::routes::ScoreQuery::for_setup(options, None).href()
}

/// The scorepad for a drawn setup: its table, what it decided that the pad uses,
/// and its seed and options, so the pad shows the setup it belongs to.
pub fn drawn_score_href(options: &SetupOptions, seed: &Seed, setup: &Setup) -> String {
    let query = crate::routes::ScoreQuery::for_setup(options, Some((seed, setup)));
    // The pad reads the table size and edition itself; a new game's options only.
    let edition = edition_field(options.game()).map(|field| field.key);
    let more: Vec<(&'static str, String)> = options
        .for_new_setup()
        .to_query()
        .into_iter()
        .filter(|(name, _)| *name != "players" && Some(*name) != edition)
        .collect();
    query.href_with(&more)
}

/// Every scorepad address the home page or a setup links to, and the game's
/// dice page (kept for offline use).
pub fn scorepad_addresses(game: GameId) -> Vec<String> {
    let info = game.info();
    let mut addresses = vec![score_path(game)];
    let editions = match edition_field(game).map(|field| field.kind) {
        Some(games::form::Kind::Edition(editions)) => editions,
        _ => &[],
    };
    for players in info.min_players..=info.max_players {
        let query =
            crate::routes::ScoreQuery::for_setup(&SetupOptions::defaults(game, players), None);
        addresses.push(query.href());
        // Each other edition's pad for the table, too.
        for edition in editions.iter().filter(|e| Some(e.value) != query.edition) {
            let other = crate::routes::ScoreQuery {
                edition: Some(edition.value),
                ..query.clone()
            };
            addresses.push(other.href());
        }
    }
    // A dice page draws its panel from its own address: offline, this copy
    // stands in for any of them (server/src/offline/sw.js).
    if info.keeps_dice_rolls {
        addresses.push(dice_path(game));
    }
    if info.keeps_rounds {
        addresses.push(rounds_path(game));
    }
    addresses
}

/// A person's page in a group.
pub fn person_href(token: &str, name: &str) -> String {
    format!(
        "{}?{}",
        route::for_group(route::GROUP_PERSON, token),
        encode_query(&[("name", name.to_owned())])
    )
}

pub fn encode_query(pairs: &[(&str, String)]) -> String {
    let parts: Vec<String> = pairs
        .iter()
        .map(|(name, value)| format!("{}={}", encode(name), encode(value)))
        .collect();
    parts.join("&")
}

/// Percent-encodes everything but letters, digits and `-_.,~/`, so a path with its
/// query survives as one query value and our own values stay readable.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b',' | b'~' | b'/' => {
                out.push(byte as char)
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::citadels::Edition;

    #[test]
    fn a_persons_address_carries_any_name_safely() {
        assert_eq!(
            person_href("tok", "Ann & Bo/?#"),
            "/g/tok/person?name=Ann%20%26%20Bo/%3F%23"
        );
    }

    #[test]
    fn new_setups_for_every_table_have_no_seed() {
        let tables = default_new_setups();
        // 4 + 4 + 6 (Citadels classic: 2-7) + 4 + 3 player counts.
        assert_eq!(tables.len(), 21, "{tables:?}");
        assert!(tables.contains(&"/catan/setup?players=4".to_owned()));
        assert!(tables.contains(&"/citadels/setup?players=5".to_owned()));
        assert!(tables.contains(&"/card-city/setup?players=1".to_owned()));
        assert!(!tables.iter().any(|t| t.contains("seed")));
        let once: std::collections::HashSet<_> = tables.iter().collect();
        assert_eq!(once.len(), tables.len());
    }

    #[test]
    fn links_are_canonical_and_escaped() {
        let options = SetupOptions::defaults(GameId::Catan, 4);
        assert_eq!(
            setup_href(&options, Some("ABC1234")),
            "/catan/setup?players=4&seed=ABC1234"
        );
        assert_eq!(setup_href(&options, None), "/catan/setup?players=4");
        assert_eq!(
            encode_query(&[("keep", "0,0,desert;1,-1,hills,6".into())]),
            "keep=0,0,desert%3B1,-1,hills,6"
        );
        assert_eq!(
            encode_query(&[("p", "a b&c=é".into())]),
            "p=a%20b%26c%3D%C3%A9"
        );
        assert_eq!(
            score_href(&SetupOptions::defaults(GameId::Gentes, 3)),
            "/gentes/score?players=3"
        );
        let mut citadels = SetupOptions::defaults(GameId::Citadels, 5);
        if let SetupOptions::Citadels(o) = &mut citadels {
            o.edition = Edition::Y2016;
        }
        assert_eq!(
            score_href(&citadels),
            "/citadels/score?players=5&edition=2016"
        );
        let kept = scorepad_addresses(GameId::Citadels);
        assert!(kept.contains(&"/citadels/score".to_owned()));
        assert!(kept.contains(&"/citadels/score?players=2&edition=classic".to_owned()));
        assert!(kept.contains(&"/citadels/score?players=8&edition=2016".to_owned()));
        assert_eq!(
            scorepad_addresses(GameId::Catan)[1..],
            [
                "/catan/score?players=3",
                "/catan/score?players=4",
                "/catan/score?players=5",
                "/catan/score?players=6",
                "/catan/dice"
            ]
        );
    }

    #[test]
    fn switches_come_back_to_the_page_they_left() {
        assert_eq!(
            language_href("zh-TW", "/catan/setup?players=4&seed=AB12"),
            "/lang/zh-TW?next=/catan/setup%3Fplayers%3D4%26seed%3DAB12"
        );
        assert_eq!(theme_href("dark", "/"), "/theme/dark?next=/");
        assert_eq!(setup_path(GameId::CardCity), "/card-city/setup");
        assert_eq!(score_path(GameId::CityCouncil), "/city-council/score");
    }

    #[test]
    fn keeps_paths_readable_and_escapes_the_rest() {
        assert_eq!(encode("/catan/setup"), "/catan/setup");
        assert_eq!(
            encode("/catan/setup?players=4&seed=AB12"),
            "/catan/setup%3Fplayers%3D4%26seed%3DAB12"
        );
        assert_eq!(encode("/名"), "/%E5%90%8D");
    }
}
