/**
* | output |
* | --- |
* | "Participants" |
*
* @param {Meeting_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants: ((inputs?: Meeting_ParticipantsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_ParticipantsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_ParticipantsInputs = {};
