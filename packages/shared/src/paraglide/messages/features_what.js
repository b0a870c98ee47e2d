/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_WhatInputs */

const en_features_what = /** @type {(inputs: Features_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get`)
};

const sw_features_what = /** @type {(inputs: Features_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unachopata`)
};

/**
* | output |
* | --- |
* | "What you get" |
*
* @param {Features_WhatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_what = /** @type {((inputs?: Features_WhatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_WhatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_features_what(inputs)
	return en_features_what(inputs)
});