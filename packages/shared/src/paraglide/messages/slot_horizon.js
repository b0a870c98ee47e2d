/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Slot_HorizonInputs */

const en_slot_horizon = /** @type {(inputs: Slot_HorizonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This space takes bookings up to 1 month ahead.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`This space takes bookings up to ${i?.count} months ahead.`);
	return /** @type {LocalizedString} */ ("slot_horizon");
};

const sw_slot_horizon = /** @type {(inputs: Slot_HorizonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Eneo hili linapokea uhifadhi hadi mwezi 1 mbele.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Eneo hili linapokea uhifadhi hadi miezi ${i?.count} mbele.`);
	return /** @type {LocalizedString} */ ("slot_horizon");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This space takes bookings up to 1 month ahead." |
* | "other" | "This space takes bookings up to {count} months ahead." |
*
* @param {Slot_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_horizon = /** @type {((inputs: Slot_HorizonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_HorizonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_horizon(inputs)
	return en_slot_horizon(inputs)
});