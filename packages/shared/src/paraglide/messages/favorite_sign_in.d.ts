/**
* | output |
* | --- |
* | "Sign in to save spaces to your favourites." |
*
* @param {Favorite_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_sign_in: ((inputs?: Favorite_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Favorite_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Favorite_Sign_InInputs = {};
