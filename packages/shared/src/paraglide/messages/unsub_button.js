/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsub_ButtonInputs */

const en_unsub_button = /** @type {(inputs: Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const sw_unsub_button = /** @type {(inputs: Unsub_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiondoe`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Unsub_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_button = /** @type {((inputs?: Unsub_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_button(inputs)
	return en_unsub_button(inputs)
});