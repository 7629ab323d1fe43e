use serde::{Deserialize, Serialize};

/// A Card City card type, with its letter in the grid notation `R C L I P H`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Residential,
    Commercial,
    Leisure,
    Industrial,
    Parking,
    CityHall,
}

impl Card {
    pub const ALL: [Card; 6] = [
        Card::Residential,
        Card::Commercial,
        Card::Leisure,
        Card::Industrial,
        Card::Parking,
        Card::CityHall,
    ];

    pub const fn letter(self) -> char {
        match self {
            Card::Residential => 'R',
            Card::Commercial => 'C',
            Card::Leisure => 'L',
            Card::Industrial => 'I',
            Card::Parking => 'P',
            Card::CityHall => 'H',
        }
    }

    pub fn from_letter(letter: char) -> Option<Card> {
        Card::ALL
            .into_iter()
            .find(|card| card.letter() == letter.to_ascii_uppercase())
    }

    /// How many the box holds.
    pub const fn in_box(self) -> u32 {
        match self {
            Card::Residential => 34,
            Card::Commercial => 24,
            Card::Leisure => 12,
            Card::Industrial => 20,
            Card::Parking => 16,
            Card::CityHall => 4,
        }
    }

    /// City Hall and Leisure are culture: they make Residential districts grow.
    pub const fn is_culture(self) -> bool {
        matches!(self, Card::CityHall | Card::Leisure)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Card::Residential => "Residential",
            Card::Commercial => "Commercial",
            Card::Leisure => "Leisure",
            Card::Industrial => "Industrial",
            Card::Parking => "Parking",
            Card::CityHall => "City Hall",
        }
    }

    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            Card::Residential => "住宅",
            Card::Commercial => "商業",
            Card::Leisure => "休憩",
            Card::Industrial => "工業",
            Card::Parking => "停車場",
            Card::CityHall => "市鎮廳",
        }
    }
}

/// Counts of the five card types that are dealt into the deck and supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CardCounts {
    pub residential: u32,
    pub commercial: u32,
    pub leisure: u32,
    pub industrial: u32,
    pub parking: u32,
}

impl CardCounts {
    pub const fn total(&self) -> u32 {
        self.residential + self.commercial + self.leisure + self.industrial + self.parking
    }
}
