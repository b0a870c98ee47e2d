/**
* | output |
* | --- |
* | "{count}/{max} participants" |
*
* @param {Meeting_Participants_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants_count: ((inputs: Meeting_Participants_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Participants_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Participants_CountInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
