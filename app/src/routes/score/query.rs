//! The scorepad's address, `/{game}/score?players=N&edition=…`: read and written
//! here only. The page reads it on the server, the island in the browser (from the
//! address itself: the island takes no props, so no JSON decoder ships), and every
//! link to a scorepad is written by [`ScoreQuery::href`].

use super::pad::{ScoreState, SEED};
use crate::links::encode_query;
use games::scorepad::edition_field;
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
    /// The edition's id, for a game with editions, from its setup's link.
    pub edition: Option<&'static str>,
    /// The seed of the setup the game was played on (a new seed is a new game).
    pub seed: Option<String>,
    /// What the drawn setup decided that the pad keeps, by the pad's table
    /// keys (`Game::PAD_KEYS_OF_SETUP`: the districts in play, a city's size).
    pub decided: Vec<(&'static str, String)>,
}

impl ScoreQuery {
    /// The game's usual pad: no table size, no setup.
    pub fn plain(game: GameId) -> ScoreQuery {
        ScoreQuery {
            game,
            players: None,
            edition: None,
            seed: None,
            decided: Vec::new(),
        }
    }

    /// The query parameters a scorepad of `game` reads (the setup's other
    /// options ride along for the page, which shows the setup; the pad does
    /// not need them). The edition and what the setup decided are the pad's
    /// own table fields, by their keys.
    #[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
    pub fn parameters(game: GameId) -> Vec<&'static str> {
        let mut keys = vec!["players"];
        keys.extend(edition_field(game).map(|field| field.key));
        keys.push(SEED);
        keys.extend_from_slice(game.pad_keys_of_setup());
        keys
    }

    /// From the game's slug in the path and the query's values.
    pub fn read<'a>(slug: &str, value: impl Fn(&str) -> Option<&'a str>) -> Option<ScoreQuery> {
        let game: GameId = slug.parse().ok()?;
        let players = value("players")
            .and_then(|v| v.trim().parse::<u8>().ok())
            .filter(|&p| game.allows_players(p));
        let text = |name| value(name).map(str::trim).filter(|v| !v.is_empty());
        let edition = edition_field(game)
            .and_then(|field| Some((field, text(field.key)?)))
            .and_then(|(field, typed)| match field.kind {
                games::form::Kind::Edition(editions) => games::form::edition_id(editions, typed),
                _ => None,
            });
        let decided = game
            .pad_keys_of_setup()
            .iter()
            .filter_map(|&key| Some((key, game.pad_address_value(key, text(key)?)?)))
            .collect();
        Some(ScoreQuery {
            game,
            players,
            edition,
            seed: text(SEED).map(str::to_owned),
            decided,
        })
    }

    /// The scorepad for a setup's table: its size, its edition, and what the
    /// drawn setup decided that the pad uses.
    pub fn for_setup(options: &SetupOptions, drawn: Option<(&Seed, &Setup)>) -> ScoreQuery {
        let mut query = ScoreQuery {
            players: Some(options.players()),
            edition: options.edition(),
            ..ScoreQuery::plain(options.game())
        };
        if let Some((seed, setup)) = drawn {
            query.seed = Some(seed.code().to_owned());
            query.decided = options.pad_table_of_setup(setup);
        }
        query
    }

    /// The pad's edition key, for a game with editions.
    fn edition_key(&self) -> Option<&'static str> {
        edition_field(self.game).map(|field| field.key)
    }

    /// The address; `more` are the setup's other options, for the page.
    pub fn href_with(&self, more: &[(&'static str, String)]) -> String {
        let mut query = Vec::new();
        if let Some(players) = self.players {
            query.push(("players", players.to_string()));
        }
        if let (Some(key), Some(edition)) = (self.edition_key(), self.edition) {
            query.push((key, edition.to_owned()));
        }
        query.extend(more.iter().cloned());
        if let Some(seed) = &self.seed {
            query.push((SEED, seed.clone()));
        }
        query.extend(self.decided.iter().cloned());
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
        if let (Some(key), Some(edition)) = (self.edition_key(), self.edition) {
            pad.table.insert(key.to_owned(), edition.to_owned());
        }
        if let Some(seed) = &self.seed {
            pad.table.insert(SEED.to_owned(), seed.clone());
        }
        for (key, value) in &self.decided {
            pad.table.insert((*key).to_owned(), value.clone());
        }
        pad
    }

    /// A new game at the table of `old`, opened at this address: the names stay,
    /// and what the address decided (its setup) is set again, so a reload finds
    /// the same game; an edition chosen on the pad itself stays too.
    pub fn new_game(&self, old: &ScoreState) -> ScoreState {
        let names: Vec<String> = old.seats.iter().map(|s| s.name.clone()).collect();
        let mut fresh = self.fresh(&names);
        if let (Some(key), None) = (self.edition_key(), self.edition) {
            if let Some(edition) = old.table.get(key) {
                fresh.table.insert(key.to_owned(), edition.clone());
            }
        }
        fresh
    }

    /// Whether a kept game was for another table than this address asks for.
    #[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
    pub fn differs_from(&self, pad: &ScoreState) -> bool {
        self.players
            .is_some_and(|n| pad.seats.len() != usize::from(n))
            || self.edition.is_some_and(|e| pad.edition_id() != Some(e))
            || self
                .seed
                .as_ref()
                .is_some_and(|s| pad.table.get(SEED) != Some(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::scorepad::IN_PLAY;

    /// Citadels' table keys, as its pad names them.
    const COMPLETE_AT: &str = "complete_at";
    const EDITION: &str = "edition";

    /// What the setup decided for the pad under `key`, as the address carries it.
    fn decided<'q>(query: &'q ScoreQuery, key: &str) -> Option<&'q str> {
        query
            .decided
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }

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
    fn a_scorepad_reads_its_table_size_seed_and_what_its_setup_decided() {
        assert_eq!(
            ScoreQuery::parameters(GameId::Citadels),
            ["players", EDITION, SEED, IN_PLAY, COMPLETE_AT]
        );
        assert_eq!(ScoreQuery::parameters(GameId::Catan), ["players", SEED]);
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
        assert_eq!(decided(&query, IN_PLAY), Some(in_play.join(",").as_str()));
        let href = query.href_with(&[("preset", "first-game".into())]);
        assert!(
            href.starts_with(
                "/citadels/score?players=3&edition=2016&preset=first-game&seed=ABC123&in_play="
            ),
            "{href}"
        );
        let pad = query.fresh(&vec![String::new(); 3]);
        assert_eq!(
            pad.table.get(IN_PLAY).map(String::as_str),
            decided(&query, IN_PLAY)
        );
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
            (decided(&query, COMPLETE_AT), decided(&query, IN_PLAY)),
            (Some("10"), None)
        );
        let back = read(
            "citadels",
            &[("players", "3"), ("complete_at", "10"), ("seed", "abc123")],
        )
        .unwrap();
        assert_eq!(decided(&back, COMPLETE_AT), Some("10"));
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
        assert_eq!(fresh.edition_id(), Some("2016"));
        assert_eq!(fresh.table.get(COMPLETE_AT), None);
        assert!(!plain.differs_from(&fresh));
    }
}
