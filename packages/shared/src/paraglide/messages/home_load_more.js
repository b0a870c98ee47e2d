/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Load_MoreInputs */

const en_home_load_more = /** @type {(inputs: Home_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const sw_home_load_more = /** @type {(inputs: Home_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onyesha zaidi`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Home_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_load_more = /** @type {((inputs?: Home_Load_MoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Load_MoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_load_more(inputs)
	return en_home_load_more(inputs)
});