/**
* | output |
* | --- |
* | "Messages must be JSON." |
*
* @param {Socket_JsonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_json: ((inputs?: Socket_JsonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_JsonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_JsonInputs = {};
