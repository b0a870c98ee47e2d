/**
* | output |
* | --- |
* | "Participants ({count})" |
*
* @param {Meeting_Participants_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants_title: ((inputs: Meeting_Participants_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Participants_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Participants_TitleInputs = {
    count: NonNullable<unknown>;
};
