/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Held_Mark_SentInputs */

const en_held_mark_sent = /** @type {(inputs: Held_Mark_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark sent`)
};

const sw_held_mark_sent = /** @type {(inputs: Held_Mark_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka kuwa imetumwa`)
};

/**
* | output |
* | --- |
* | "Mark sent" |
*
* @param {Held_Mark_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_mark_sent = /** @type {((inputs?: Held_Mark_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_Mark_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_mark_sent(inputs)
	return en_held_mark_sent(inputs)
});