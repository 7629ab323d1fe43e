//! Why a pad cannot be scored yet: every problem at once, each at its field.

use super::pad::{Problem, ScoreState};
use games::refusal::Refusal;
use games::{InputError, ScoreInput, ScoreSheet};

impl ScoreState {
    /// Scores the pad with the game's own rules, or says every problem at once.
    /// Blank names become `default_name(seat number)`, in the page's language.
    ///
    /// The rules stop at the first problem, so each one found is set aside in a
    /// copy of the pad (its field as if left empty, or at the least the field
    /// takes) and the copy scored again, until it scores or a problem cannot be
    /// set aside.
    pub fn score(
        &self,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<ScoreSheet, Vec<Problem>> {
        let mut next = match self.score_once(default_name) {
            Ok(sheet) => return Ok(sheet),
            Err(problem) => Some(problem),
        };
        let mut trial = self.clone();
        let mut problems = Vec::new();
        // Seat fields already set aside in `trial`.
        let mut asides: Vec<(u32, String)> = Vec::new();
        while let Some(problem) = next.take() {
            let problem = self.untouched_as_missing(problem);
            let place = self.seat_place(&problem);
            let again = place.as_ref().is_some_and(|place| asides.contains(place));
            let progressed = match (&place, again) {
                // Refused empty as well: the least the field takes.
                (Some((seat, key)), true) => trial.set_to_least(*seat, key),
                _ => trial.set_aside(&problem),
            };
            if !again {
                // A grid set aside hands back to the quick entry it replaced: what
                // was typed there before the grid is not the player's problem.
                if let Some((seat, key)) = &place {
                    for replaced in self.field(key).map_or(&[][..], |f| f.replaces) {
                        trial.replace_value(*seat, replaced, String::new());
                        asides.push((*seat, (*replaced).to_owned()));
                    }
                }
                asides.extend(place);
                problems.push(problem);
            }
            // Each field is changed at most twice and each name or table choice
            // once, so this ends.
            if progressed {
                next = trial.score_once(default_name).err();
            }
        }
        // In the order of the page, seat by seat (a stable sort keeps each seat's
        // own in the order found), then the table's.
        let seat_at = |problem: &Problem| {
            self.seat_place(problem)
                .and_then(|(seat, _)| self.seats.iter().position(|s| s.id == seat))
                .unwrap_or(usize::MAX)
        };
        problems.sort_by_key(|problem| seat_at(problem));
        Err(problems)
    }

    /// A rules refusal at a field nobody typed in: the field is still to enter.
    fn untouched_as_missing(&self, problem: Problem) -> Problem {
        match self.seat_place(&problem) {
            Some((seat, key))
                if matches!(problem, Problem::Rules(_))
                    && self.value(seat, &key).trim().is_empty() =>
            {
                Problem::Missing { seat, key }
            }
            _ => problem,
        }
    }

    /// The seat and field a problem is at, when it is a field typed at a seat
    /// (not a name, not a choice made for the table).
    fn seat_place(&self, problem: &Problem) -> Option<(u32, String)> {
        match self.place_of(problem)? {
            (Some(seat), key) if key != "name" => Some((seat, key)),
            _ => None,
        }
    }

    /// Where a problem is: the seat's id (`None`: a field of the whole table) and
    /// the field's key; `None` for a problem no field shows.
    pub fn place_of(&self, problem: &Problem) -> Option<(Option<u32>, String)> {
        let (seat, key) = match problem {
            Problem::TableNotANumber { key } => return Some((None, (*key).to_owned())),
            Problem::NotANumber { seat, key } | Problem::Missing { seat, key } => {
                (*seat, key.clone())
            }
            Problem::Rules(error) => match self.locate(error.field()) {
                Some(found) => found,
                None => {
                    let key = &error.field().key;
                    return self.field(key).map(|f| (None, f.key.to_owned()));
                }
            },
        };
        // A one-holder card is chosen once for the table.
        Some(((!self.names_a_player(&key)).then_some(seat), key))
    }

    /// Puts the field a problem names out of the way in this copy of the pad:
    /// emptied (a field already empty: at the least it takes). Whether anything
    /// changed.
    fn set_aside(&mut self, problem: &Problem) -> bool {
        // A field still to enter: the rest of that seat cannot be judged without
        // it (a guess would raise false errors), so the seat is set aside whole.
        if let Problem::Missing { seat, key } = problem {
            let cleared = self
                .seat_mut(*seat)
                .is_some_and(|s| !std::mem::take(&mut s.values).is_empty());
            return self.set_to_least(*seat, key) | cleared;
        }
        if let Some((seat, key)) = self.seat_place(problem) {
            return match self.value(seat, &key).trim().is_empty() {
                true => self.set_to_least(seat, &key),
                false => self.replace_value(seat, &key, String::new()),
            };
        }
        let table_key = match problem {
            Problem::TableNotANumber { key } => (*key).to_owned(),
            Problem::Rules(error) => match self.locate(error.field()) {
                Some((seat, key)) if key == "name" => {
                    let seat = self.seat_mut(seat);
                    return seat.is_some_and(|s| !std::mem::take(&mut s.name).is_empty());
                }
                Some((_, key)) => key,
                None => error.field().key.clone(),
            },
            _ => return false,
        };
        self.table.remove(&table_key).is_some()
    }

    /// Sets a number field to the least value the rules take; whether it changed.
    fn set_to_least(&mut self, seat: u32, key: &str) -> bool {
        match self.field(key).and_then(|f| f.bounds()) {
            Some((least, _)) => self.replace_value(seat, key, least.to_string()),
            None => false,
        }
    }

    fn replace_value(&mut self, seat: u32, key: &str, value: String) -> bool {
        let changed = self.value(seat, key) != value;
        self.set_value(seat, key, value);
        changed
    }

    /// The rules' first problem with the pad as it is.
    fn score_once(&self, default_name: &dyn Fn(usize) -> String) -> Result<ScoreSheet, Problem> {
        self.input(default_name)?.score().map_err(Problem::Rules)
    }

    /// The pad as the score API's input (`games::ScoreInput`): what a saved play
    /// stores. The first field that cannot be read is the problem.
    pub fn input(&self, default_name: &dyn Fn(usize) -> String) -> Result<ScoreInput, Problem> {
        ScoreInput::read_pad(self.game, &self.text(), default_name).map_err(|unreadable| {
            let first = unreadable
                .into_iter()
                .next()
                .expect("an error names a field");
            self.problem_of(first)
        })
    }

    /// A field the game's reading of the pad refused, as the page shows it.
    fn problem_of(&self, error: InputError) -> Problem {
        let not_a_number = matches!(
            &error,
            InputError::Refused {
                refusal: Refusal::NotANumber,
                ..
            }
        );
        let path = error.field();
        match (not_a_number, path.player) {
            (true, None) => Problem::TableNotANumber {
                key: path.key.clone(),
            },
            (true, Some(_)) => match self.locate(path) {
                Some((seat, key)) => Problem::NotANumber { seat, key },
                None => Problem::Rules(error),
            },
            (false, _) => Problem::Rules(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::pad::test_pads::{first, pad, set};
    use super::super::pad::{CITY_GRID, COMPLETE_AT};
    use super::*;
    use games::GameId;

    #[test]
    fn a_gentes_tile_error_is_marked_at_the_tiles_of_its_player() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "eight_point_tiles", "population eighth_card");
        set(&mut p, 1, "cards_played", "5");
        // Read in the field's order, [eighth_card, population]: the 8th-card tile is item 0.
        match first(&p) {
            Some(Problem::Rules(error)) => {
                assert_eq!(error.field(), "players[1].eight_point_tiles[0]");
                assert_eq!(
                    p.locate(error.field()),
                    Some((p.seats[1].id, "eight_point_tiles".into()))
                );
            }
            other => panic!("expected a rules problem, got {other:?}"),
        }
    }

    #[test]
    fn typed_text_that_is_not_a_number_points_at_its_field() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "track", "twelve");
        let bo = p.seats[1].id;
        assert_eq!(
            first(&p),
            Some(Problem::NotANumber {
                seat: bo,
                key: "track".into()
            })
        );
        set(&mut p, 1, "track", "12");
        set(&mut p, 1, "playable_hand", "3, 4 x");
        assert!(matches!(first(&p), Some(Problem::NotANumber { .. })));
    }

    #[test]
    fn rules_errors_are_located_on_the_seat_and_field() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 2, "settlements", "9");
        let Some(Problem::Rules(error)) = first(&p) else {
            panic!("9 settlements should be refused")
        };
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[2].id, "settlements".into()))
        );
    }

    #[test]
    fn every_problem_is_named_at_once() {
        // Catan: a 4-road for the road's holder, 2 knights for the army's holder,
        // 9 settlements and a word where a number goes: four fields, four problems.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        p.table
            .insert("longest_road".into(), p.seats[0].id.to_string());
        p.table
            .insert("largest_army".into(), p.seats[1].id.to_string());
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "knights", "2");
        set(&mut p, 2, "settlements", "9");
        set(&mut p, 2, "cities", "two");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                Problem::NotANumber { seat, key } => (*seat, key.clone()),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        for (seat, key) in [
            (0, "road_length"),
            (1, "knights"),
            (2, "settlements"),
            (2, "cities"),
        ] {
            assert!(
                places.contains(&(p.seats[seat].id, key.to_owned())),
                "{key} at seat {seat} not in {places:?}"
            );
        }
        assert_eq!(problems.len(), 4, "{problems:?}");
        // Ordinary numbers for players who hold nothing are no problem.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "knights", "2");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn a_broken_grid_does_not_bring_back_the_quick_entry_it_replaced() {
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        set(&mut p, 0, "residential_districts", "x");
        set(&mut p, 0, CITY_GRID, "RIH");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(
            places,
            [
                (p.seats[0].id, CITY_GRID.to_owned()),
                (p.seats[1].id, "cards_in_city".to_owned())
            ]
        );
    }

    #[test]
    fn an_untouched_field_is_still_to_enter_not_an_error() {
        // Card City needs the cards in each city; nobody has typed them yet.
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems.iter().all(|problem| !problem.is_error()));
        // What Ann typed cannot be judged until her cards are in: no false error.
        set(&mut p, 0, "residential_districts", "3");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.iter().all(|problem| !problem.is_error()),
            "{problems:?}"
        );
        assert_eq!(problems.len(), 2, "{problems:?}");
        set(&mut p, 0, "residential_districts", "");
        // Typed for Ann and wrong for Bo: Ann scores, Bo's is an error.
        set(&mut p, 0, "cards_in_city", "20");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].is_error());
        set(&mut p, 1, "cards_in_city", "18");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn a_full_width_city_size_is_read_alike_by_the_score_and_the_page() {
        let mut p = pad(GameId::Citadels, &["Ann", "Bo", "Cy", "Di"]);
        assert_eq!(p.complete_at(), p.rulebook_complete_at());
        p.table.insert(COMPLETE_AT.into(), "１０".into());
        assert_eq!(p.complete_at(), 10);
        assert_eq!(p.typed_complete_at(), Some(10));
        p.table.insert(COMPLETE_AT.into(), "ten".into());
        assert_eq!(p.complete_at(), p.rulebook_complete_at());
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.contains(&Problem::TableNotANumber {
                key: COMPLETE_AT.into()
            }),
            "{problems:?}"
        );
    }

    #[test]
    fn a_gentes_tile_ticked_twice_is_one_problem_naming_both_players() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 0, "eight_point_tiles", "population");
        set(&mut p, 1, "eight_point_tiles", "population");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let [Problem::Rules(error)] = problems.as_slice() else {
            panic!("{problems:?}")
        };
        let games::InputError::Refused {
            refusal: games::Refusal::Gentes(games::gentes::Refusal::TileTwice { first_at, .. }),
            ..
        } = error
        else {
            panic!("{error:?}")
        };
        assert_eq!(
            p.locate(first_at),
            Some((p.seats[0].id, "eight_point_tiles".into()))
        );
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[1].id, "eight_point_tiles".into()))
        );
    }
}
