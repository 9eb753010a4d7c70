//! FTE's client input extensions (client → server): the PEXT2_VRINPUTS move (clcfte_move, its
//! delta-coded usercmds and VR devices) and the prydon cursor. One macro, instantiated under
//! `nq.*` and `qw.*` like [`crate::fields::fte`]; the codec (`codec::fte::input`) reaches either
//! copy through [`FteInputFields`].
use crate::fields::Field;

pub const VR_DEVICES: &[(u32, &str)] = &[(0, "left hand"), (1, "right hand"), (2, "head")];

/// The field ids the shared input decoder writes to, for one protocol's copy.
pub struct FteInputFields {
    pub seq: Field,
    pub flags: Field,
    pub flag_bits: &'static [Field],
    pub seats: Field,
    pub frames: Field,
    pub loss: Field,
    pub delay: Field,
    pub acks: Field,
    pub ack: Field,
    pub seat: Field,
    pub cmd: Field,
    pub bits: Field,
    pub cmd_bits: &'static [Field],
    pub time_delta: Field,
    pub time: Field,
    pub msec: Field,
    pub angle: [Field; 3],
    pub mv: [Field; 3],
    pub buttons: Field,
    pub impulse: Field,
    pub weapon: Field,
    pub cursor_screen: [Field; 2],
    pub cursor_start: [Field; 3],
    pub cursor_impact: [Field; 3],
    pub cursor_entity: Field,
    pub lightlevel: Field,
    pub vr: Field,
    pub vr_bits: Field,
    pub vr_bit_fields: &'static [Field],
    pub vr_status: Field,
    pub vr_angle: [Field; 3],
    pub vr_avelocity: [Field; 3],
    pub vr_origin: [Field; 3],
    pub vr_velocity: [Field; 3],
    pub vr_weapon: Field,
}

/// Declares the FTE input fields under prefix `$p` ("nq" or "qw") with ids from `$base`.
macro_rules! fte_input_catalogue {
    ($p:literal, $base:expr) => {
        use crate::fields::fte_input::{FteInputFields, VR_DEVICES};
        use crate::fields::{catalogue, Kind::*};
        const NONE: &[(u32, &str)] = &[];
        pub const BASE: u16 = $base;
        catalogue! { BASE, TABLE;
            VrmSeq: concat!($p, ".vrm.seq"), "Input sequence", U16, Dec, 0, NONE, "clcfte_move on NetQuake: low 16 bits of the newest input frame's sequence (NetQuake numbers inputs apart from datagrams)";
            VrmFlags: concat!($p, ".vrm.flags"), "VRM flags", U32, Hex, 0, NONE, "clcfte_move (PEXT2_VRINPUTS): which header fields follow (FTE's variable-length integer)";
            VrmLossBit: concat!($p, ".vrm.flags.loss"), "VRM_LOSS", Flag { bits: 32 }, None, 0x1, NONE, "Packet loss byte follows";
            VrmDelayBit: concat!($p, ".vrm.flags.delay"), "VRM_DELAY", Flag { bits: 32 }, None, 0x2, NONE, "Delay byte follows";
            VrmSeatsBit: concat!($p, ".vrm.flags.seats"), "VRM_SEATS", Flag { bits: 32 }, None, 0x4, NONE, "Seat count follows (else 1)";
            VrmFramesBit: concat!($p, ".vrm.flags.frames"), "VRM_FRAMES", Flag { bits: 32 }, None, 0x8, NONE, "Frame count follows (else 3)";
            VrmAcksBit: concat!($p, ".vrm.flags.acks"), "VRM_ACKS", Flag { bits: 32 }, None, 0x10, NONE, "Entity-frame acks follow";
            VrmSeats: concat!($p, ".vrm.seats"), "Seats", U32, Dec, 0, NONE, "Split-screen seats whose inputs follow (0 before the client has spawned)";
            VrmFrames: concat!($p, ".vrm.frames"), "Input frames", U32, Dec, 0, NONE, "Input frames per seat, oldest first, the newest last (resent ones are redundancy)";
            VrmLoss: concat!($p, ".vrm.loss"), "Packet loss", U8, Dec, 0, NONE, "Percent, as the client measures it";
            VrmDelay: concat!($p, ".vrm.delay"), "Delay", F32, None, 0, NONE, "Milliseconds between receiving the acknowledged frame and sending this (wire: tenths of a millisecond in a byte)";
            VrmAcks: concat!($p, ".vrm.acks"), "Frame acks", U32, Dec, 0, NONE, "Entity frames acknowledged in this move";
            VrmAck: concat!($p, ".vrm.ack"), "Acked frame", I32, Dec, 0, NONE, "An entity frame acknowledged (as clc_ackframe; -1 asks for a full update)";
            VrmSeat: concat!($p, ".vrm.seat"), "Seat", U8, Dec, 0, NONE, "The inputs of one split-screen seat";
            Ucmd: concat!($p, ".ucmd"), "Input frame", None, None, 0, NONE, "One delta-coded usercmd (MSGFTE_WriteDeltaUsercmd), from the previous frame of its seat (the first from nothing)";
            UcmdBits: concat!($p, ".ucmd.bits"), "UC bits", U32, Hex, 0, NONE, "Which fields changed (FTE's variable-length integer)";
            UcAngle1: concat!($p, ".ucmd.bits.angle1"), "UC_ANGLE1", Flag { bits: 32 }, None, 0x1, NONE, "Pitch";
            UcAngle2: concat!($p, ".ucmd.bits.angle2"), "UC_ANGLE2", Flag { bits: 32 }, None, 0x2, NONE, "Yaw";
            UcAngle3: concat!($p, ".ucmd.bits.angle3"), "UC_ANGLE3", Flag { bits: 32 }, None, 0x4, NONE, "Roll";
            UcForward: concat!($p, ".ucmd.bits.forward"), "UC_FORWARD", Flag { bits: 32 }, None, 0x8, NONE, "Forward move";
            UcRight: concat!($p, ".ucmd.bits.right"), "UC_RIGHT", Flag { bits: 32 }, None, 0x10, NONE, "Side move";
            UcButtons: concat!($p, ".ucmd.bits.buttons"), "UC_BUTTONS", Flag { bits: 32 }, None, 0x20, NONE, "Buttons";
            UcImpulse: concat!($p, ".ucmd.bits.impulse"), "UC_IMPULSE", Flag { bits: 32 }, None, 0x40, NONE, "Impulse";
            UcUp: concat!($p, ".ucmd.bits.up"), "UC_UP", Flag { bits: 32 }, None, 0x80, NONE, "Up move";
            UcAbsang: concat!($p, ".ucmd.bits.absang"), "UC_ABSANG", Flag { bits: 32 }, None, 0x100, NONE, "Angles are shorts relative to the base angle (else a signed byte of change)";
            UcBigmoves: concat!($p, ".ucmd.bits.bigmoves"), "UC_BIGMOVES", Flag { bits: 32 }, None, 0x200, NONE, "Moves are signed variable-length integers (else a signed byte × 5)";
            UcWeapon: concat!($p, ".ucmd.bits.weapon"), "UC_WEAPON", Flag { bits: 32 }, None, 0x400, NONE, "Weapon";
            UcCursorflds: concat!($p, ".ucmd.bits.cursor"), "UC_CURSORFLDS", Flag { bits: 32 }, None, 0x800, NONE, "Cursor (prydon) fields";
            UcLightlev: concat!($p, ".ucmd.bits.lightlev"), "UC_LIGHTLEV", Flag { bits: 32 }, None, 0x1000, NONE, "Light level";
            UcVrHead: concat!($p, ".ucmd.bits.vr_head"), "UC_VR_HEAD", Flag { bits: 32 }, None, 0x2000, NONE, "Head device";
            UcVrRight: concat!($p, ".ucmd.bits.vr_right"), "UC_VR_RIGHT", Flag { bits: 32 }, None, 0x4000, NONE, "Right-hand device";
            UcVrLeft: concat!($p, ".ucmd.bits.vr_left"), "UC_VR_LEFT", Flag { bits: 32 }, None, 0x8000, NONE, "Left-hand device";
            UcMsecDebug: concat!($p, ".ucmd.bits.msec"), "UC_MSEC_DEBUG", Flag { bits: 32 }, None, 0x40000, NONE, "Msec follows (debug builds)";
            UcmdTimeDelta: concat!($p, ".ucmd.time_delta"), "Time delta", U32, Dec, 0, NONE, "Milliseconds of server time after the previous frame (the first frame: the whole server time)";
            UcmdTime: concat!($p, ".ucmd.time"), "Server time", U32, Dec, 0, NONE, "Milliseconds: the frame's server time, the deltas summed";
            UcmdMsec: concat!($p, ".ucmd.msec"), "Msec", U32, Dec, 0, NONE, "Milliseconds this frame covers (UC_MSEC_DEBUG)";
            UcmdPitch: concat!($p, ".ucmd.pitch"), "Pitch", I32, Dec, 0, NONE, "Short angle units: the change from the previous frame, or with UC_ABSANG the angle minus the server's base angle";
            UcmdYaw: concat!($p, ".ucmd.yaw"), "Yaw", I32, Dec, 0, NONE, "Short angle units: the change from the previous frame, or with UC_ABSANG the angle minus the server's base angle";
            UcmdRoll: concat!($p, ".ucmd.roll"), "Roll", I32, Dec, 0, NONE, "Short angle units: the change from the previous frame, or with UC_ABSANG the angle minus the server's base angle";
            UcmdForward: concat!($p, ".ucmd.forward"), "Forward", I32, Dec, 0, NONE, "Forward move";
            UcmdSide: concat!($p, ".ucmd.side"), "Side", I32, Dec, 0, NONE, "Side move";
            UcmdUp: concat!($p, ".ucmd.up"), "Up", I32, Dec, 0, NONE, "Up move";
            UcmdButtons: concat!($p, ".ucmd.buttons"), "Buttons", U32, Hex, 0, NONE, "Button bits";
            UcmdImpulse: concat!($p, ".ucmd.impulse"), "Impulse", U32, Dec, 0, NONE, "Impulse";
            UcmdWeapon: concat!($p, ".ucmd.weapon"), "Weapon", U32, Dec, 0, NONE, "Weapon";
            UcmdCursorX: concat!($p, ".ucmd.cursor.x"), "Cursor x", F32, None, 0, NONE, "Screen position, -1 to 1 (wire: ×32767)";
            UcmdCursorY: concat!($p, ".ucmd.cursor.y"), "Cursor y", F32, None, 0, NONE, "Screen position, -1 to 1 (wire: ×32767)";
            UcmdCursorStartX: concat!($p, ".ucmd.cursor.start.x"), "Trace start x", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorStartY: concat!($p, ".ucmd.cursor.start.y"), "Trace start y", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorStartZ: concat!($p, ".ucmd.cursor.start.z"), "Trace start z", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorImpactX: concat!($p, ".ucmd.cursor.impact.x"), "Trace impact x", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorImpactY: concat!($p, ".ucmd.cursor.impact.y"), "Trace impact y", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorImpactZ: concat!($p, ".ucmd.cursor.impact.z"), "Trace impact z", F32, None, 0, NONE, "Cursor trace";
            UcmdCursorEntity: concat!($p, ".ucmd.cursor.entity"), "Cursor entity", U32, Dec, 0, NONE, "Entity under the cursor (a short; bit 15 adds a byte)";
            UcmdLightlevel: concat!($p, ".ucmd.lightlevel"), "Light level", U32, Dec, 0, NONE, "Light level at the player";
            Vr: concat!($p, ".ucmd.vr"), "VR device", U8, Dec, 0, VR_DEVICES, "One tracked device's changes";
            VrBits: concat!($p, ".ucmd.vr.bits"), "UC_VR bits", U32, Hex, 0, NONE, "Which device fields follow";
            VrStatusBit: concat!($p, ".ucmd.vr.bits.status"), "UC_VR_STATUS", Flag { bits: 32 }, None, 0x1, NONE, "Status";
            VrAngBit: concat!($p, ".ucmd.vr.bits.ang"), "UC_VR_ANG", Flag { bits: 32 }, None, 0x2, NONE, "Angles";
            VrAvelBit: concat!($p, ".ucmd.vr.bits.avel"), "UC_VR_AVEL", Flag { bits: 32 }, None, 0x4, NONE, "Angular velocity";
            VrOrgBit: concat!($p, ".ucmd.vr.bits.org"), "UC_VR_ORG", Flag { bits: 32 }, None, 0x8, NONE, "Origin";
            VrVelBit: concat!($p, ".ucmd.vr.bits.vel"), "UC_VR_VEL", Flag { bits: 32 }, None, 0x10, NONE, "Velocity";
            VrWeaponBit: concat!($p, ".ucmd.vr.bits.weapon"), "UC_VR_WEAPON", Flag { bits: 32 }, None, 0x20, NONE, "Weapon";
            VrStatus: concat!($p, ".ucmd.vr.status"), "Status", U32, Hex, 0, NONE, "Device status bits";
            VrPitch: concat!($p, ".ucmd.vr.angle.pitch"), "Pitch", I16, Dec, 0, NONE, "Short angle units";
            VrYaw: concat!($p, ".ucmd.vr.angle.yaw"), "Yaw", I16, Dec, 0, NONE, "Short angle units";
            VrRoll: concat!($p, ".ucmd.vr.angle.roll"), "Roll", I16, Dec, 0, NONE, "Short angle units";
            VrAvelX: concat!($p, ".ucmd.vr.avelocity.x"), "Angular velocity pitch", I16, Dec, 0, NONE, "Short angle units";
            VrAvelY: concat!($p, ".ucmd.vr.avelocity.y"), "Angular velocity yaw", I16, Dec, 0, NONE, "Short angle units";
            VrAvelZ: concat!($p, ".ucmd.vr.avelocity.z"), "Angular velocity roll", I16, Dec, 0, NONE, "Short angle units";
            VrOriginX: concat!($p, ".ucmd.vr.origin.x"), "Origin x", F32, None, 0, NONE, "Device origin";
            VrOriginY: concat!($p, ".ucmd.vr.origin.y"), "Origin y", F32, None, 0, NONE, "Device origin";
            VrOriginZ: concat!($p, ".ucmd.vr.origin.z"), "Origin z", F32, None, 0, NONE, "Device origin";
            VrVelX: concat!($p, ".ucmd.vr.velocity.x"), "Velocity x", F32, None, 0, NONE, "Device velocity";
            VrVelY: concat!($p, ".ucmd.vr.velocity.y"), "Velocity y", F32, None, 0, NONE, "Device velocity";
            VrVelZ: concat!($p, ".ucmd.vr.velocity.z"), "Velocity z", F32, None, 0, NONE, "Device velocity";
            VrWeapon: concat!($p, ".ucmd.vr.weapon"), "Weapon", U32, Dec, 0, NONE, "Device weapon";
        }
        pub static FIELDS: FteInputFields = FteInputFields {
            seq: VrmSeq, flags: VrmFlags,
            flag_bits: &[VrmLossBit, VrmDelayBit, VrmSeatsBit, VrmFramesBit, VrmAcksBit],
            seats: VrmSeats, frames: VrmFrames, loss: VrmLoss, delay: VrmDelay, acks: VrmAcks,
            ack: VrmAck, seat: VrmSeat, cmd: Ucmd, bits: UcmdBits,
            cmd_bits: &[UcAngle1, UcAngle2, UcAngle3, UcForward, UcRight, UcButtons, UcImpulse, UcUp, UcAbsang, UcBigmoves, UcWeapon, UcCursorflds, UcLightlev, UcVrHead, UcVrRight, UcVrLeft, UcMsecDebug],
            time_delta: UcmdTimeDelta, time: UcmdTime, msec: UcmdMsec,
            angle: [UcmdPitch, UcmdYaw, UcmdRoll], mv: [UcmdForward, UcmdSide, UcmdUp],
            buttons: UcmdButtons, impulse: UcmdImpulse, weapon: UcmdWeapon,
            cursor_screen: [UcmdCursorX, UcmdCursorY],
            cursor_start: [UcmdCursorStartX, UcmdCursorStartY, UcmdCursorStartZ],
            cursor_impact: [UcmdCursorImpactX, UcmdCursorImpactY, UcmdCursorImpactZ],
            cursor_entity: UcmdCursorEntity, lightlevel: UcmdLightlevel,
            vr: Vr, vr_bits: VrBits,
            vr_bit_fields: &[VrStatusBit, VrAngBit, VrAvelBit, VrOrgBit, VrVelBit, VrWeaponBit],
            vr_status: VrStatus, vr_angle: [VrPitch, VrYaw, VrRoll],
            vr_avelocity: [VrAvelX, VrAvelY, VrAvelZ], vr_origin: [VrOriginX, VrOriginY, VrOriginZ],
            vr_velocity: [VrVelX, VrVelY, VrVelZ], vr_weapon: VrWeapon,
        };
    };
}
pub(crate) use fte_input_catalogue;
