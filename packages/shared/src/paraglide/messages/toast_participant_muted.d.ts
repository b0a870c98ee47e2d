/**
* | output |
* | --- |
* | "Muted." |
*
* @param {Toast_Participant_MutedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_participant_muted: ((inputs?: Toast_Participant_MutedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Participant_MutedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Participant_MutedInputs = {};
