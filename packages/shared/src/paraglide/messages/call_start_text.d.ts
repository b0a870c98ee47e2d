/**
* | output |
* | --- |
* | "Start a call with everyone in the room. Your browser will ask for your camera and microphone." |
*
* @param {Call_Start_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_start_text: ((inputs?: Call_Start_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Start_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_Start_TextInputs = {};
