/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unpaid_ReleasedInputs */

const en_notify_unpaid_released = /** @type {(inputs: Notify_Unpaid_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpaid bookings are released when their hold ends.`)
};

const sw_notify_unpaid_released = /** @type {(inputs: Notify_Unpaid_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi ambao haujalipiwa huachiliwa muda wa kushikiliwa ukiisha.`)
};

/**
* | output |
* | --- |
* | "Unpaid bookings are released when their hold ends." |
*
* @param {Notify_Unpaid_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_unpaid_released = /** @type {((inputs?: Notify_Unpaid_ReleasedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unpaid_ReleasedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_unpaid_released(inputs)
	return en_notify_unpaid_released(inputs)
});