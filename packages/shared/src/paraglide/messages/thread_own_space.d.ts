/**
* | output |
* | --- |
* | "This is your own space: guests write to you here." |
*
* @param {Thread_Own_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_own_space: ((inputs?: Thread_Own_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thread_Own_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thread_Own_SpaceInputs = {};
