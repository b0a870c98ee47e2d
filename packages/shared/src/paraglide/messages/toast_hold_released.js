/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Toast_Hold_ReleasedInputs */

const en_toast_hold_released = /** @type {(inputs: Toast_Hold_ReleasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The hold of ${i?.reference} was released: the time is free again.`)
};

const sw_toast_hold_released = /** @type {(inputs: Toast_Hold_ReleasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ushikiliaji wa ${i?.reference} umeachiliwa: muda uko wazi tena.`)
};

/**
* | output |
* | --- |
* | "The hold of {reference} was released: the time is free again." |
*
* @param {Toast_Hold_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_hold_released = /** @type {((inputs: Toast_Hold_ReleasedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Hold_ReleasedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_hold_released(inputs)
	return en_toast_hold_released(inputs)
});