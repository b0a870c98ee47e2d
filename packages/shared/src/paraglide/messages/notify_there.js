/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_ThereInputs */

const en_notify_there = /** @type {(inputs: Notify_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there`)
};

const sw_notify_there = /** @type {(inputs: Notify_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rafiki`)
};

/**
* | output |
* | --- |
* | "there" |
*
* @param {Notify_ThereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_there = /** @type {((inputs?: Notify_ThereInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ThereInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_there(inputs)
	return en_notify_there(inputs)
});