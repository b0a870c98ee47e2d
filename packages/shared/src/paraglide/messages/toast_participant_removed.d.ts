/**
* | output |
* | --- |
* | "Removed from the meeting." |
*
* @param {Toast_Participant_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_participant_removed: ((inputs?: Toast_Participant_RemovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Participant_RemovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Participant_RemovedInputs = {};
