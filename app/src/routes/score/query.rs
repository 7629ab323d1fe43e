//! The scorepad's address, `/{game}/score?players=N&edition=…`: read and written
//! here only. The page reads it on the server, the island in the browser (from the
//! address itself: the island takes no props, so no JSON decoder ships), and every
//! link to a scorepad is written by [`ScoreQuery::href`].

use super::pad::{GameViews, ScoreState, COMPLETE_AT, EDITION, IN_PLAY, SEED};
use crate::links::encode_query;
use games::citadels::Edition;
use games::setup_query::{Setup, SetupOptions};
use games::GameId;
use games::Seed;

/// Which game and table a scorepad is for, and what its setup decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreQuery {
    pub game: GameId,
    /// From a setup's "Score this game" link; a count the game cannot have is
    /// ignored (the pad opens with its usual table).
    pub players: Option<u8>,
    /// Citadels, from its setup's link.
    pub edition: Option<Edition>,
    /// The seed of the setup the game was played on (a new seed is a new game).
    pub seed: Option<String>,
    /// Citadels 2016: the unique districts in play, comma-separated; the
    /// district picker offers only these.
    pub in_play: Option<String>,
    /// Citadels: the districts for a complete city, when the setup chose other
    /// than the rulebook's (10 with three players).
    pub complete_at: Option<u8>,
}

/// The query parameters a scorepad reads (the setup's other options ride along
/// for the page, which shows the setup; the pad does not need them).
/// Citadels' edition and city size are the pad's own table fields, by their keys.
pub const PARAMETERS: [&str; 5] = ["players", EDITION, SEED, IN_PLAY, COMPLETE_AT];

impl ScoreQuery {
    /// The game's usual pad: no table size, no setup.
    pub fn plain(game: GameId) -> ScoreQuery {
        ScoreQuery {
            game,
            players: None,
            edition: None,
            seed: None,
            in_play: None,
            complete_at: None,
        }
    }

    /// From the game's slug in the path and the query's values.
    pub fn read<'a>(slug: &str, value: impl Fn(&str) -> Option<&'a str>) -> Option<ScoreQuery> {
        let game: GameId = slug.parse().ok()?;
        let players = value("players")
            .and_then(|v| v.trim().parse::<u8>().ok())
            .filter(|&p| game.allows_players(p));
        let edition = value(EDITION).and_then(|v| Edition::parse(v.trim()));
        let text = |name| value(name).map(str::trim).filter(|v| !v.is_empty());
        Some(ScoreQuery {
            game,
            players,
            edition,
            seed: text(SEED).map(str::to_owned),
            in_play: text(IN_PLAY).map(str::to_owned),
            complete_at: text(COMPLETE_AT).and_then(|v| v.parse().ok()),
        })
    }

    /// The scorepad for a setup's table: its size, Citadels' edition, and what
    /// the drawn setup decided that the pad uses.
    pub fn for_setup(options: &SetupOptions, drawn: Option<(&Seed, &Setup)>) -> ScoreQuery {
        let mut query = ScoreQuery {
            players: Some(options.players()),
            ..ScoreQuery::plain(options.game())
        };
        if let SetupOptions::Citadels(citadels) = options {
            query.edition = Some(citadels.edition);
        }
        let Some((seed, setup)) = drawn else {
            return query;
        };
        query.seed = Some(seed.code().to_owned());
        if let Setup::Citadels(citadels) = setup {
            // The unique districts and the characters in play: what the pad
            // offers (districts) and asks (the Artist's +1) follows them.
            query.in_play = citadels.unique_districts.as_ref().map(|districts| {
                let names: Vec<&str> = districts
                    .iter()
                    .chain(&citadels.characters)
                    .copied()
                    .collect();
                names.join(",")
            });
            let rulebook = games::citadels::complete_at(citadels.edition, options.players(), false);
            query.complete_at = (citadels.complete_at != rulebook)
                .then(|| u8::try_from(citadels.complete_at).ok())
                .flatten();
        }
        query
    }

    /// The address; `more` are the setup's other options, for the page.
    pub fn href_with(&self, more: &[(&'static str, String)]) -> String {
        let mut query = Vec::new();
        if let Some(players) = self.players {
            query.push(("players", players.to_string()));
        }
        if let Some(edition) = self.edition {
            query.push((EDITION, edition.id().to_owned()));
        }
        query.extend(more.iter().cloned());
        let text = [(SEED, &self.seed), (IN_PLAY, &self.in_play)];
        query.extend(
            text.iter()
                .filter_map(|(name, v)| Some((*name, (*v).clone()?))),
        );
        if let Some(at) = self.complete_at {
            query.push((COMPLETE_AT, at.to_string()));
        }
        let path = format!("/{}/score", self.game.slug());
        match query.is_empty() {
            true => path,
            false => format!("{path}?{}", encode_query(&query)),
        }
    }

    pub fn href(&self) -> String {
        self.href_with(&[])
    }

    /// The seats a new pad opens with.
    pub fn seats(&self) -> usize {
        usize::from(self.players.unwrap_or(self.game.default_players()))
    }

    /// A new game for this table: `names` fill the seats, the edition and what
    /// the setup decided are set.
    pub fn fresh(&self, names: &[String]) -> ScoreState {
        let mut pad = ScoreState::new(self.game, names);
        if let Some(edition) = self.edition {
            pad.table
                .insert(EDITION.to_owned(), edition.id().to_owned());
        }
        for (key, value) in [(SEED, &self.seed), (IN_PLAY, &self.in_play)] {
            if let Some(value) = value {
                pad.table.insert(key.to_owned(), value.clone());
            }
        }
        if let Some(at) = self.complete_at {
            pad.table.insert(COMPLETE_AT.to_owned(), at.to_string());
        }
        pad
    }

    /// A new game at the table of `old`, opened at this address: the names stay,
    /// and what the address decided (its setup) is set again, so a reload finds
    /// the same game; an edition chosen on the pad itself stays too.
    pub fn new_game(&self, old: &ScoreState) -> ScoreState {
        let names: Vec<String> = old.seats.iter().map(|s| s.name.clone()).collect();
        let mut fresh = self.fresh(&names);
        if self.edition.is_none() {
            if let Some(edition) = old.table.get(EDITION) {
                fresh.table.insert(EDITION.to_owned(), edition.clone());
            }
        }
        fresh
    }

    /// Whether a kept game was for another table than this address asks for.
    #[cfg_attr(not(any(feature = "hydrate", test)), allow(dead_code))]
    pub fn differs_from(&self, pad: &ScoreState) -> bool {
        self.players
            .is_some_and(|n| pad.seats.len() != usize::from(n))
            || self.edition.is_some_and(|e| pad.edition() != e)
            || self
                .seed
                .as_ref()
                .is_some_and(|s| pad.table.get(SEED) != Some(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(slug: &str, pairs: &[(&str, &str)]) -> Option<ScoreQuery> {
        ScoreQuery::read(slug, |name| {
            pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
        })
    }

    #[test]
    fn an_address_reads_back_as_it_was_written() {
        for game in GameId::ALL {
            for players in game.info().min_players..=game.info().max_players {
                let options = SetupOptions::defaults(game, players);
                let query = ScoreQuery::for_setup(&options, None);
                let href = query.href();
                let (path, search) = href.split_once('?').unwrap();
                let pairs: Vec<(&str, &str)> = search
                    .split('&')
                    .map(|pair| pair.split_once('=').unwrap())
                    .collect();
                let slug = path.trim_start_matches('/').trim_end_matches("/score");
                assert_eq!(read(slug, &pairs), Some(query), "{href}");
            }
        }
    }

    #[test]
    fn impossible_values_fall_back_to_the_usual_table() {
        let query = read("catan", &[("players", "9"), ("edition", "2016")]).unwrap();
        assert_eq!(query.players, None);
        assert_eq!(query.seats(), usize::from(GameId::Catan.default_players()));
        assert_eq!(read("chess", &[]), None);
        assert_eq!(ScoreQuery::plain(GameId::Gentes).href(), "/gentes/score");
    }

    #[test]
    fn a_drawn_setup_rides_along_and_reads_back() {
        let options = SetupOptions::from_query(GameId::Citadels, 3, |name| match name {
            "edition" => Some("2016"),
            "ten_with_three" => Some("1"),
            _ => None,
        });
        // Ten districts with three players is a classic house rule: in 2016 the
        // rulebook number stands, so only the districts in play ride along.
        let options = options.unwrap();
        let seed = Seed::parse("ABC123").unwrap();
        let setup = options.setup(&seed).unwrap();
        let query = ScoreQuery::for_setup(&options, Some((&seed, &setup)));
        assert_eq!(query.seed.as_deref(), Some("ABC123"));
        let Setup::Citadels(citadels) = &setup else {
            panic!("not Citadels")
        };
        let mut in_play = citadels.unique_districts.clone().unwrap();
        assert_eq!(in_play.len(), 14);
        in_play.extend(&citadels.characters);
        assert_eq!(query.in_play, Some(in_play.join(",")));
        let href = query.href_with(&[("preset", "first-game".into())]);
        assert!(
            href.starts_with(
                "/citadels/score?players=3&edition=2016&preset=first-game&seed=ABC123&in_play="
            ),
            "{href}"
        );
        let pad = query.fresh(&vec![String::new(); 3]);
        assert_eq!(pad.table.get(IN_PLAY), query.in_play.as_ref());
        assert_eq!(pad.table.get(SEED).map(String::as_str), Some("ABC123"));
        // Another seed is another game.
        let other = ScoreQuery {
            seed: Some("XYZ9".into()),
            ..query.clone()
        };
        assert!(other.differs_from(&pad));
        assert!(!query.differs_from(&pad));

        // Classic with three players to ten: the pad starts at ten.
        let classic = SetupOptions::from_query(GameId::Citadels, 3, |name| {
            (name == "ten_with_three").then_some("1")
        })
        .unwrap();
        let setup = classic.setup(&seed).unwrap();
        let query = ScoreQuery::for_setup(&classic, Some((&seed, &setup)));
        assert_eq!(
            (query.complete_at, query.in_play.as_deref()),
            (Some(10), None)
        );
        let back = read(
            "citadels",
            &[("players", "3"), ("complete_at", "10"), ("seed", "abc123")],
        )
        .unwrap();
        assert_eq!(back.complete_at, Some(10));
        assert_eq!(
            back.fresh(&[]).table.get(COMPLETE_AT).map(String::as_str),
            Some("10")
        );
    }

    #[test]
    fn a_kept_game_for_another_table_is_noticed() {
        let query = read("citadels", &[("players", "3"), ("edition", "2016")]).unwrap();
        let pad = query.fresh(&vec![String::new(); 3]);
        assert!(!query.differs_from(&pad));
        let classic = read("citadels", &[("players", "3"), ("edition", "classic")]).unwrap();
        assert!(classic.differs_from(&pad));
        let four = read("citadels", &[("players", "4")]).unwrap();
        assert!(four.differs_from(&pad));
        // An address without a table size takes whatever was kept.
        assert!(!read("citadels", &[]).unwrap().differs_from(&pad));
    }

    #[test]
    fn a_new_game_keeps_the_names_and_what_the_address_decided() {
        // Opened from a classic 3-player setup played to ten.
        let query = read(
            "citadels",
            &[("players", "3"), ("complete_at", "10"), ("seed", "ABC123")],
        )
        .unwrap();
        let mut played = query.fresh(&["Ann".into(), "Bo".into(), "Cy".into()]);
        played.seats[0].values.insert("gold".into(), "4".into());
        let fresh = query.new_game(&played);
        assert!(fresh.is_blank());
        assert_eq!(fresh.seats[1].name, "Bo");
        assert_eq!(fresh.table, query.fresh(&[]).table);
        // A reload of the same address finds this game, not another table's.
        assert!(!query.differs_from(&fresh));

        // A plain pad: the edition chosen on it stays; a typed city size and
        // the scores go.
        let plain = read("citadels", &[]).unwrap();
        let mut played = plain.fresh(&["Ann".into(), "Bo".into()]);
        played.table.insert(EDITION.into(), "2016".into());
        played.table.insert(COMPLETE_AT.into(), "6".into());
        let fresh = plain.new_game(&played);
        assert_eq!(fresh.edition(), Edition::Y2016);
        assert_eq!(fresh.table.get(COMPLETE_AT), None);
        assert!(!plain.differs_from(&fresh));
    }
}
