/**
* | output |
* | --- |
* | "Choose a conversation." |
*
* @param {Messages_ChooseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_choose: ((inputs?: Messages_ChooseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_ChooseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_ChooseInputs = {};
