/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown>, due: NonNullable<unknown> }} Deposit_HeldInputs */

const en_deposit_held = /** @type {(inputs: Deposit_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Held by its deposit: the balance of ${i?.balance} is due by ${i?.due}.`)
};

const sw_deposit_held = /** @type {(inputs: Deposit_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umeshikiliwa na amana yake: salio la ${i?.balance} linadaiwa kufikia ${i?.due}.`)
};

/**
* | output |
* | --- |
* | "Held by its deposit: the balance of {balance} is due by {due}." |
*
* @param {Deposit_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_held = /** @type {((inputs: Deposit_HeldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deposit_HeldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_deposit_held(inputs)
	return en_deposit_held(inputs)
});