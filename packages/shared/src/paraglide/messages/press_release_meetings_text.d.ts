/**
* | output |
* | --- |
* | "Teams can now meet online with chat and video, and every listed space gets a community chat for questions before booking." |
*
* @param {Press_Release_Meetings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_meetings_text: ((inputs?: Press_Release_Meetings_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Release_Meetings_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Release_Meetings_TextInputs = {};
