/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Review_TextInputs */

const en_notify_review_text = /** @type {(inputs: Notify_Review_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hope your time at ${i?.space} went well. A short review helps other guests choose and helps the host.`)
};

const sw_notify_review_text = /** @type {(inputs: Notify_Review_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tunatumaini muda wako ${i?.space} ulikwenda vizuri. Maoni mafupi huwasaidia wageni wengine kuchagua na humsaidia mwenyeji.`)
};

/**
* | output |
* | --- |
* | "We hope your time at {space} went well. A short review helps other guests choose and helps the host." |
*
* @param {Notify_Review_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_text = /** @type {((inputs: Notify_Review_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_text(inputs)
	return en_notify_review_text(inputs)
});