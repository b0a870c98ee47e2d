/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Socket_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_sign_in_again: ((inputs?: Socket_Sign_In_AgainInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Socket_Sign_In_AgainInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Socket_Sign_In_AgainInputs = {};
