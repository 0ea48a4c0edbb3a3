"""Boggle Bowl (Parker Brothers, 1987): rules, solver and bots."""
