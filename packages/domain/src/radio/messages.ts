// What WBE3 Radio's player says; web imports it.

export const RADIO_TITLE = "WBE3 Radio";
export const NO_RADIO_TRACKS = "No tracks on the radio yet";
export const RADIO_LOAD_FAILED = "Could not load the radio. Try again later.";
export const RADIO_PLAY_LABEL = "Play";
export const RADIO_PAUSE_LABEL = "Pause";
export const RADIO_NEXT_LABEL = "Next track";
export const RADIO_VOLUME_LABEL = "Volume";
export const RADIO_CLOSE_LABEL = "Close the radio";
