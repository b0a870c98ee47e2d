/**
* | output |
* | --- |
* | "Room created. Share the code {code} so others can join." |
*
* @param {Toast_Meeting_CreatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_created: ((inputs: Toast_Meeting_CreatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Meeting_CreatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Meeting_CreatedInputs = {
    code: NonNullable<unknown>;
};
