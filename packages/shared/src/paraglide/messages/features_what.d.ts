/**
* | output |
* | --- |
* | "What you get" |
*
* @param {Features_WhatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_what: ((inputs?: Features_WhatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Features_WhatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Features_WhatInputs = {};
