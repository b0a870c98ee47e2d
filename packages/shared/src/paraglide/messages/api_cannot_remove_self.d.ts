/**
* | output |
* | --- |
* | "You cannot remove yourself; leave the room instead." |
*
* @param {Api_Cannot_Remove_SelfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_cannot_remove_self: ((inputs?: Api_Cannot_Remove_SelfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Cannot_Remove_SelfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Cannot_Remove_SelfInputs = {};
