//! The scorepad's address, `/{game}/score?players=N&edition=…`: read and written
//! here only. The page reads it on the server, the island in the browser (from the
//! address itself: the island takes no props, so no JSON decoder ships), and every
//! link to a scorepad is written by [`ScoreQuery::href`].

use super::pad::{ScoreState, EDITION};
use crate::links::encode_query;
use games::citadels::Edition;
use games::setup_query::SetupOptions;
use games::GameId;

/// Which game and table a scorepad is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreQuery {
    pub game: GameId,
    /// From a setup's "Score this game" link; a count the game cannot have is
    /// ignored (the pad opens with its usual table).
    pub players: Option<u8>,
    /// Citadels, from its setup's link.
    pub edition: Option<Edition>,
}

/// The query parameters a scorepad reads.
pub const PARAMETERS: [&str; 2] = ["players", "edition"];

impl ScoreQuery {
    /// From the game's slug in the path and the query's values.
    pub fn read<'a>(slug: &str, value: impl Fn(&str) -> Option<&'a str>) -> Option<ScoreQuery> {
        let game: GameId = slug.parse().ok()?;
        let players = value("players")
            .and_then(|v| v.trim().parse::<u8>().ok())
            .filter(|&p| game.allows_players(p));
        let edition = value("edition").and_then(|v| Edition::parse(v.trim()));
        Some(ScoreQuery {
            game,
            players,
            edition,
        })
    }

    /// The scorepad for a setup's table: its size, and Citadels' edition.
    pub fn for_setup(options: &SetupOptions) -> ScoreQuery {
        ScoreQuery {
            game: options.game(),
            players: Some(options.players()),
            edition: match options {
                SetupOptions::Citadels(citadels) => Some(citadels.edition),
                _ => None,
            },
        }
    }

    pub fn href(&self) -> String {
        let mut query = Vec::new();
        if let Some(players) = self.players {
            query.push(("players", players.to_string()));
        }
        if let Some(edition) = self.edition {
            query.push(("edition", edition.id().to_owned()));
        }
        let path = format!("/{}/score", self.game.slug());
        match query.is_empty() {
            true => path,
            false => format!("{path}?{}", encode_query(&query)),
        }
    }

    /// The seats a new pad opens with.
    pub fn seats(&self) -> usize {
        usize::from(self.players.unwrap_or(self.game.default_players()))
    }

    /// A new game for this table: `names` fill the seats, the edition is set.
    pub fn fresh(&self, names: &[String]) -> ScoreState {
        let mut pad = ScoreState::new(self.game, names);
        if let Some(edition) = self.edition {
            pad.table
                .insert(EDITION.to_owned(), edition.id().to_owned());
        }
        pad
    }

    /// Whether a kept game was for another table than this address asks for.
    #[cfg_attr(not(any(feature = "hydrate", test)), allow(dead_code))]
    pub fn differs_from(&self, pad: &ScoreState) -> bool {
        self.players
            .is_some_and(|n| pad.seats.len() != usize::from(n))
            || self.edition.is_some_and(|e| pad.edition() != e)
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
                let query = ScoreQuery::for_setup(&options);
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
        assert_eq!(
            ScoreQuery {
                game: GameId::Gentes,
                players: None,
                edition: None
            }
            .href(),
            "/gentes/score"
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
}
