/**
* | output |
* | --- |
* | "Send again by M-Pesa" |
*
* @param {Held_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_send_again: ((inputs?: Held_Send_AgainInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_Send_AgainInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_Send_AgainInputs = {};
