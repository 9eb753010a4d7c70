//! Crafted edge cases for the KEX LAN codec.
