/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feed_BlockedInputs */

const en_feed_blocked = /** @type {(inputs: Feed_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked`)
};

const sw_feed_blocked = /** @type {(inputs: Feed_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imezuiwa`)
};

/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Feed_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked = /** @type {((inputs?: Feed_BlockedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_BlockedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_blocked(inputs)
	return en_feed_blocked(inputs)
});