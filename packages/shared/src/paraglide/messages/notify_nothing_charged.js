/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Nothing_ChargedInputs */

const en_notify_nothing_charged = /** @type {(inputs: Notify_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged.`)
};

const sw_notify_nothing_charged = /** @type {(inputs: Notify_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ulichotozwa.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged." |
*
* @param {Notify_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_charged = /** @type {((inputs?: Notify_Nothing_ChargedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_ChargedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_nothing_charged(inputs)
	return en_notify_nothing_charged(inputs)
});