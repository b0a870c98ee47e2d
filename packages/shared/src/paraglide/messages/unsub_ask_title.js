/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Unsub_Ask_TitleInputs */

const en_unsub_ask_title = /** @type {(inputs: Unsub_Ask_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop “${i?.label}” e-mails?`)
};

const sw_unsub_ask_title = /** @type {(inputs: Unsub_Ask_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usitishe barua pepe za “${i?.label}”?`)
};

/**
* | output |
* | --- |
* | "Stop “{label}” e-mails?" |
*
* @param {Unsub_Ask_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_ask_title = /** @type {((inputs: Unsub_Ask_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Ask_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_ask_title(inputs)
	return en_unsub_ask_title(inputs)
});