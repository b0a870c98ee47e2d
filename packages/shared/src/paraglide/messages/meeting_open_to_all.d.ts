/**
* | output |
* | --- |
* | "Open to everyone: join to see the code." |
*
* @param {Meeting_Open_To_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_open_to_all: ((inputs?: Meeting_Open_To_AllInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Open_To_AllInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Open_To_AllInputs = {};
